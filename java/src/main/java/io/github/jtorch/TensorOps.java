// Generated from src/ops/table.rs by `make bindings`. Do not edit.
package io.github.jtorch;

import java.util.List;

/**
 * Instance forms of the {@link Ops} whose first argument is a tensor, and of every
 * LibTorch operator whose every overload takes a tensor {@code self} first.
 */
public abstract class TensorOps extends NativeHandle {
    TensorOps(long id) {
        super(id);
    }

    /** Zeros with a's shape, dtype and device. */
    public final Tensor zerosLike() {
        return Ops.zerosLike((Tensor) this);
    }

    /** Ones with a's shape, dtype and device. */
    public final Tensor onesLike() {
        return Ops.onesLike((Tensor) this);
    }

    /** Standard normal numbers with a's shape, dtype and device. */
    public final Tensor randnLike() {
        return Ops.randnLike((Tensor) this);
    }

    /** Element-wise a + b, broadcasting. */
    public final Tensor add(Tensor b) {
        return Ops.add((Tensor) this, b);
    }

    /** Adds the number b to every element of a. */
    public final Tensor add(double b) {
        return Ops.add((Tensor) this, b);
    }

    /** Adds the number b to every element of a. */
    public final Tensor add(long b) {
        return Ops.add((Tensor) this, b);
    }

    /** Element-wise a - b, broadcasting. */
    public final Tensor sub(Tensor b) {
        return Ops.sub((Tensor) this, b);
    }

    /** Subtracts the number b from every element of a. */
    public final Tensor sub(double b) {
        return Ops.sub((Tensor) this, b);
    }

    /** Subtracts the number b from every element of a. */
    public final Tensor sub(long b) {
        return Ops.sub((Tensor) this, b);
    }

    /** Element-wise a * b, broadcasting. */
    public final Tensor mul(Tensor b) {
        return Ops.mul((Tensor) this, b);
    }

    /** Multiplies every element of a by the number b. */
    public final Tensor mul(double b) {
        return Ops.mul((Tensor) this, b);
    }

    /** Multiplies every element of a by the number b. */
    public final Tensor mul(long b) {
        return Ops.mul((Tensor) this, b);
    }

    /** Element-wise true division a / b, broadcasting. */
    public final Tensor div(Tensor b) {
        return Ops.div((Tensor) this, b);
    }

    /** Divides every element of a by the number b. */
    public final Tensor div(double b) {
        return Ops.div((Tensor) this, b);
    }

    /** Divides every element of a by the number b. */
    public final Tensor div(long b) {
        return Ops.div((Tensor) this, b);
    }

    /** Element-wise a to the power b, broadcasting. */
    public final Tensor pow(Tensor b) {
        return Ops.pow((Tensor) this, b);
    }

    /** Every element of a to the power of the number b. */
    public final Tensor pow(double b) {
        return Ops.pow((Tensor) this, b);
    }

    /** Every element of a to the power of the number b. */
    public final Tensor pow(long b) {
        return Ops.pow((Tensor) this, b);
    }

    /** Element-wise -a. */
    public final Tensor neg() {
        return Ops.neg((Tensor) this);
    }

    /** Element-wise e^a. */
    public final Tensor exp() {
        return Ops.exp((Tensor) this);
    }

    /** Element-wise natural logarithm. */
    public final Tensor log() {
        return Ops.log((Tensor) this);
    }

    /** Element-wise square root. */
    public final Tensor sqrt() {
        return Ops.sqrt((Tensor) this);
    }

    /** Element-wise absolute value. */
    public final Tensor abs() {
        return Ops.abs((Tensor) this);
    }

    /** Element-wise max(a, 0). */
    public final Tensor relu() {
        return Ops.relu((Tensor) this);
    }

    /** Element-wise logistic sigmoid. */
    public final Tensor sigmoid() {
        return Ops.sigmoid((Tensor) this);
    }

    /** Element-wise hyperbolic tangent. */
    public final Tensor tanh() {
        return Ops.tanh((Tensor) this);
    }

    /** Limits every element to [min, max]; either bound may be nil (none), not both. Integer bounds keep an integer tensor's dtype. */
    public final Tensor clamp(Number min, Number max) {
        return Ops.clamp((Tensor) this, min, max);
    }

    /** Limits every element to [min, max]; either bound may be nil (none), not both. Integer bounds keep an integer tensor's dtype. */
    public final Tensor clamp(Number min) {
        return Ops.clamp((Tensor) this, min);
    }

    /** Softmax along dim. */
    public final Tensor softmax(long dim) {
        return Ops.softmax((Tensor) this, dim);
    }

    /** Log of the softmax along dim, computed stably. */
    public final Tensor logSoftmax(long dim) {
        return Ops.logSoftmax((Tensor) this, dim);
    }

    /** Element-wise a == b. */
    public final Tensor eq(Tensor b) {
        return Ops.eq((Tensor) this, b);
    }

    /** Element-wise a == the number b. */
    public final Tensor eq(double b) {
        return Ops.eq((Tensor) this, b);
    }

    /** Element-wise a == the number b. */
    public final Tensor eq(long b) {
        return Ops.eq((Tensor) this, b);
    }

    /** Element-wise a != b. */
    public final Tensor ne(Tensor b) {
        return Ops.ne((Tensor) this, b);
    }

    /** Element-wise a != the number b. */
    public final Tensor ne(double b) {
        return Ops.ne((Tensor) this, b);
    }

    /** Element-wise a != the number b. */
    public final Tensor ne(long b) {
        return Ops.ne((Tensor) this, b);
    }

    /** Element-wise a > b. */
    public final Tensor gt(Tensor b) {
        return Ops.gt((Tensor) this, b);
    }

    /** Element-wise a > the number b. */
    public final Tensor gt(double b) {
        return Ops.gt((Tensor) this, b);
    }

    /** Element-wise a > the number b. */
    public final Tensor gt(long b) {
        return Ops.gt((Tensor) this, b);
    }

    /** Element-wise a < b. */
    public final Tensor lt(Tensor b) {
        return Ops.lt((Tensor) this, b);
    }

    /** Element-wise a < the number b. */
    public final Tensor lt(double b) {
        return Ops.lt((Tensor) this, b);
    }

    /** Element-wise a < the number b. */
    public final Tensor lt(long b) {
        return Ops.lt((Tensor) this, b);
    }

    /** Element-wise a >= b. */
    public final Tensor ge(Tensor b) {
        return Ops.ge((Tensor) this, b);
    }

    /** Element-wise a >= the number b. */
    public final Tensor ge(double b) {
        return Ops.ge((Tensor) this, b);
    }

    /** Element-wise a >= the number b. */
    public final Tensor ge(long b) {
        return Ops.ge((Tensor) this, b);
    }

    /** Element-wise a <= b. */
    public final Tensor le(Tensor b) {
        return Ops.le((Tensor) this, b);
    }

    /** Element-wise a <= the number b. */
    public final Tensor le(double b) {
        return Ops.le((Tensor) this, b);
    }

    /** Element-wise a <= the number b. */
    public final Tensor le(long b) {
        return Ops.le((Tensor) this, b);
    }

    /** Sum of all elements, as a 0-dimensional tensor. */
    public final Tensor sum() {
        return Ops.sum((Tensor) this);
    }

    /** Sum over the given dimensions. */
    public final Tensor sum(long[] dims, boolean keepdim) {
        return Ops.sum((Tensor) this, dims, keepdim);
    }

    /** Sum over the given dimensions. */
    public final Tensor sum(long... dims) {
        return Ops.sum((Tensor) this, dims);
    }

    /** Mean of all elements (floating dtypes), as a 0-dimensional tensor. */
    public final Tensor mean() {
        return Ops.mean((Tensor) this);
    }

    /** Mean over the given dimensions (floating dtypes). */
    public final Tensor mean(long[] dims, boolean keepdim) {
        return Ops.mean((Tensor) this, dims, keepdim);
    }

    /** Mean over the given dimensions (floating dtypes). */
    public final Tensor mean(long... dims) {
        return Ops.mean((Tensor) this, dims);
    }

    /** Largest element. */
    public final Tensor max() {
        return Ops.max((Tensor) this);
    }

    /** Largest values along dim (the values; argmax gives the indices). */
    public final Tensor max(long dim, boolean keepdim) {
        return Ops.max((Tensor) this, dim, keepdim);
    }

    /** Largest values along dim (the values; argmax gives the indices). */
    public final Tensor max(long dim) {
        return Ops.max((Tensor) this, dim);
    }

    /** Smallest element. */
    public final Tensor min() {
        return Ops.min((Tensor) this);
    }

    /** Smallest values along dim (the values; argmin gives the indices). */
    public final Tensor min(long dim, boolean keepdim) {
        return Ops.min((Tensor) this, dim, keepdim);
    }

    /** Smallest values along dim (the values; argmin gives the indices). */
    public final Tensor min(long dim) {
        return Ops.min((Tensor) this, dim);
    }

    /** Index of the largest element in the flattened tensor. */
    public final Tensor argmax() {
        return Ops.argmax((Tensor) this);
    }

    /** Indices of the largest values along dim. */
    public final Tensor argmax(long dim, boolean keepdim) {
        return Ops.argmax((Tensor) this, dim, keepdim);
    }

    /** Indices of the largest values along dim. */
    public final Tensor argmax(long dim) {
        return Ops.argmax((Tensor) this, dim);
    }

    /** Index of the smallest element in the flattened tensor. */
    public final Tensor argmin() {
        return Ops.argmin((Tensor) this);
    }

    /** Indices of the smallest values along dim. */
    public final Tensor argmin(long dim, boolean keepdim) {
        return Ops.argmin((Tensor) this, dim, keepdim);
    }

    /** Indices of the smallest values along dim. */
    public final Tensor argmin(long dim) {
        return Ops.argmin((Tensor) this, dim);
    }

    /** Standard deviation of all elements (unbiased). */
    public final Tensor std() {
        return Ops.std((Tensor) this);
    }

    /** Standard deviation over the given dimensions (unbiased). */
    public final Tensor std(long[] dims, boolean keepdim) {
        return Ops.std((Tensor) this, dims, keepdim);
    }

    /** Standard deviation over the given dimensions (unbiased). */
    public final Tensor std(long... dims) {
        return Ops.std((Tensor) this, dims);
    }

    /** Variance of all elements (unbiased). */
    public final Tensor var() {
        return Ops.var((Tensor) this);
    }

    /** Variance over the given dimensions (unbiased). */
    public final Tensor var(long[] dims, boolean keepdim) {
        return Ops.var((Tensor) this, dims, keepdim);
    }

    /** Variance over the given dimensions (unbiased). */
    public final Tensor var(long... dims) {
        return Ops.var((Tensor) this, dims);
    }

    /** The same elements in a new shape; one dimension may be -1. */
    public final Tensor reshape(long... shape) {
        return Ops.reshape((Tensor) this, shape);
    }

    /** A view of a in a new shape (a must be contiguous enough); one dimension may be -1. */
    public final Tensor view(long... shape) {
        return Ops.view((Tensor) this, shape);
    }

    /** Reorders the dimensions. */
    public final Tensor permute(long... dims) {
        return Ops.permute((Tensor) this, dims);
    }

    /** Removes every dimension of size 1. */
    public final Tensor squeeze() {
        return Ops.squeeze((Tensor) this);
    }

    /** Removes dimension dim if its size is 1. */
    public final Tensor squeeze(long dim) {
        return Ops.squeeze((Tensor) this, dim);
    }

    /** All elements in one dimension. */
    public final Tensor flatten() {
        return Ops.flatten((Tensor) this);
    }

    /** Merges dimensions start_dim to end_dim into one. */
    public final Tensor flatten(long start_dim, long end_dim) {
        return Ops.flatten((Tensor) this, start_dim, end_dim);
    }

    /** Elements of a where condition is true, of b elsewhere. */
    public final Tensor where(Tensor a, Tensor b) {
        return Ops.where((Tensor) this, a, b);
    }

    /** Matrix product of a and b, with PyTorch's broadcasting rules. */
    public final Tensor matmul(Tensor b) {
        return Ops.matmul((Tensor) this, b);
    }

    /** Product of two matrices (2-D only). */
    public final Tensor mm(Tensor b) {
        return Ops.mm((Tensor) this, b);
    }

    /** Batched product of two 3-D tensors. */
    public final Tensor bmm(Tensor b) {
        return Ops.bmm((Tensor) this, b);
    }

    /** a converted to dtype. When a has that dtype already, no copy: a new handle over a's memory (releasing one leaves the other; for a leaf that requires grad, a view through which gradients reach a, so optimize a itself). */
    public final Tensor toDtype(DType dtype) {
        return Ops.toDtype((Tensor) this, dtype);
    }

    /** a on device. When a is there already, no copy: a new handle over a's memory (releasing one leaves the other; for a leaf that requires grad, a view through which gradients reach a, so optimize a itself). */
    public final Tensor toDevice(Device device) {
        return Ops.toDevice((Tensor) this, device);
    }

    /** a with its elements in row-major order in memory. */
    public final Tensor contiguous() {
        return Ops.contiguous((Tensor) this);
    }

    /** A copy of a with its own memory (recorded by autograd). */
    public final Tensor clone() {
        return Ops.clone((Tensor) this);
    }

    /** Turns gradient tracking for a on (by default) or off, in place. Returns a. */
    public final Tensor requiresGradInPlace(boolean requires_grad) {
        return Ops.requiresGradInPlace((Tensor) this, requires_grad);
    }

    /** Turns gradient tracking for a on (by default) or off, in place. Returns a. */
    public final Tensor requiresGradInPlace() {
        return Ops.requiresGradInPlace((Tensor) this);
    }

    /** Adds the gradients of loss into the .grad of the tensors it depends on, as loss.backward(gradient, retain_graph) does in PyTorch: a loss that is not a scalar needs gradient (the same shape: the weights of its elements). The graph is freed after, so a second backward through it fails, unless retain_graph is true. */
    public final void backward(Tensor gradient, boolean retain_graph) {
        Ops.backward((Tensor) this, gradient, retain_graph);
    }

    /** Adds the gradients of loss into the .grad of the tensors it depends on, as loss.backward(gradient, retain_graph) does in PyTorch: a loss that is not a scalar needs gradient (the same shape: the weights of its elements). The graph is freed after, so a second backward through it fails, unless retain_graph is true. */
    public final void backward(Tensor gradient) {
        Ops.backward((Tensor) this, gradient);
    }

    /** Adds the gradients of loss into the .grad of the tensors it depends on, as loss.backward(gradient, retain_graph) does in PyTorch: a loss that is not a scalar needs gradient (the same shape: the weights of its elements). The graph is freed after, so a second backward through it fails, unless retain_graph is true. */
    public final void backward() {
        Ops.backward((Tensor) this);
    }

    /** The gradients of output with respect to each of inputs, as torch.autograd.grad(output, inputs, gradient, retain_graph, create_graph, materialize_grads=materialize_grads) gives them in PyTorch, leaving every .grad as it is. An output that is not a scalar needs gradient, as in backward. With create_graph the gradients have a graph of their own, for gradients of gradients (a gradient penalty, a Hessian-vector product), and output's graph is kept; otherwise it is freed, unless retain_graph is true. An input output does not depend on is an error, or with materialize_grads gets zeros. */
    public final java.util.List<Tensor> gradients(java.util.List<Tensor> inputs, Tensor gradient, boolean retain_graph, boolean create_graph, boolean materialize_grads) {
        return Ops.gradients((Tensor) this, inputs, gradient, retain_graph, create_graph, materialize_grads);
    }

    /** The gradients of output with respect to each of inputs, as torch.autograd.grad(output, inputs, gradient, retain_graph, create_graph, materialize_grads=materialize_grads) gives them in PyTorch, leaving every .grad as it is. An output that is not a scalar needs gradient, as in backward. With create_graph the gradients have a graph of their own, for gradients of gradients (a gradient penalty, a Hessian-vector product), and output's graph is kept; otherwise it is freed, unless retain_graph is true. An input output does not depend on is an error, or with materialize_grads gets zeros. */
    public final java.util.List<Tensor> gradients(java.util.List<Tensor> inputs, Tensor gradient, boolean retain_graph, boolean create_graph) {
        return Ops.gradients((Tensor) this, inputs, gradient, retain_graph, create_graph);
    }

    /** The gradients of output with respect to each of inputs, as torch.autograd.grad(output, inputs, gradient, retain_graph, create_graph, materialize_grads=materialize_grads) gives them in PyTorch, leaving every .grad as it is. An output that is not a scalar needs gradient, as in backward. With create_graph the gradients have a graph of their own, for gradients of gradients (a gradient penalty, a Hessian-vector product), and output's graph is kept; otherwise it is freed, unless retain_graph is true. An input output does not depend on is an error, or with materialize_grads gets zeros. */
    public final java.util.List<Tensor> gradients(java.util.List<Tensor> inputs, Tensor gradient, boolean retain_graph) {
        return Ops.gradients((Tensor) this, inputs, gradient, retain_graph);
    }

    /** The gradients of output with respect to each of inputs, as torch.autograd.grad(output, inputs, gradient, retain_graph, create_graph, materialize_grads=materialize_grads) gives them in PyTorch, leaving every .grad as it is. An output that is not a scalar needs gradient, as in backward. With create_graph the gradients have a graph of their own, for gradients of gradients (a gradient penalty, a Hessian-vector product), and output's graph is kept; otherwise it is freed, unless retain_graph is true. An input output does not depend on is an error, or with materialize_grads gets zeros. */
    public final java.util.List<Tensor> gradients(java.util.List<Tensor> inputs, Tensor gradient) {
        return Ops.gradients((Tensor) this, inputs, gradient);
    }

    /** The gradients of output with respect to each of inputs, as torch.autograd.grad(output, inputs, gradient, retain_graph, create_graph, materialize_grads=materialize_grads) gives them in PyTorch, leaving every .grad as it is. An output that is not a scalar needs gradient, as in backward. With create_graph the gradients have a graph of their own, for gradients of gradients (a gradient penalty, a Hessian-vector product), and output's graph is kept; otherwise it is freed, unless retain_graph is true. An input output does not depend on is an error, or with materialize_grads gets zeros. */
    public final java.util.List<Tensor> gradients(java.util.List<Tensor> inputs) {
        return Ops.gradients((Tensor) this, inputs);
    }

    /** The gradient accumulated for a, or none: a tensor over the gradient's memory (in-place ops on it change the gradient). */
    public final Tensor grad() {
        return Ops.grad((Tensor) this);
    }

    /** a without autograd history (shares memory with a). */
    public final Tensor detach() {
        return Ops.detach((Tensor) this);
    }

    /** Copies src's values into dst, in place. Returns dst. */
    public final Tensor copyInPlace(Tensor src) {
        return Ops.copyInPlace((Tensor) this, src);
    }

    /** Sets every element of a to 0, in place. Returns a. */
    public final Tensor zeroInPlace() {
        return Ops.zeroInPlace((Tensor) this);
    }

    /** Makes a hold data's values where data lives and in its dtype (the same shape), keeping a the same tensor: how a module's parameters move to a device or change dtype. a's old memory is freed at once, so this throws IllegalStateException when another thread's op is using a at that moment, and waits for backward passes running on other threads. When data is a itself, it does nothing. Returns a. */
    public final Tensor setDataInPlace(Tensor data) {
        return Ops.setDataInPlace((Tensor) this, data);
    }

    /** input @ weight^T + bias. */
    public final Tensor linear(Tensor weight, Tensor bias) {
        return Ops.linear((Tensor) this, weight, bias);
    }

    /** input @ weight^T + bias. */
    public final Tensor linear(Tensor weight) {
        return Ops.linear((Tensor) this, weight);
    }

    /** 2-D convolution over an NCHW input. */
    public final Tensor conv2d(Tensor weight, Tensor bias, long[] stride, long[] padding, long[] dilation, long groups) {
        return Ops.conv2d((Tensor) this, weight, bias, stride, padding, dilation, groups);
    }

    /** 2-D max pooling over an NCHW input. */
    public final Tensor maxPool2d(long[] kernel_size, long[] stride, long[] padding, long[] dilation, boolean ceil_mode) {
        return Ops.maxPool2d((Tensor) this, kernel_size, stride, padding, dilation, ceil_mode);
    }

    /** 2-D max pooling over an NCHW input. */
    public final Tensor maxPool2d(long[] kernel_size, long[] stride, long[] padding, long... dilation) {
        return Ops.maxPool2d((Tensor) this, kernel_size, stride, padding, dilation);
    }

    /** Zeroes elements with probability p and scales the rest by 1/(1-p) when train is true (by default, as in PyTorch); input unchanged otherwise. */
    public final Tensor dropout(Number p, boolean train) {
        return Ops.dropout((Tensor) this, p, train);
    }

    /** Zeroes elements with probability p and scales the rest by 1/(1-p) when train is true (by default, as in PyTorch); input unchanged otherwise. */
    public final Tensor dropout(Number p) {
        return Ops.dropout((Tensor) this, p);
    }

    /** Batch normalisation, arguments as torch.nn.functional.batch_norm takes them; in training the running statistics are updated in place. */
    public final Tensor batchNorm(Tensor running_mean, Tensor running_var, Tensor weight, Tensor bias, boolean training, Number momentum, Number eps) {
        return Ops.batchNorm((Tensor) this, running_mean, running_var, weight, bias, training, momentum, eps);
    }

    /** Rows of weight at the int64 indices in input, as torch.nn.functional.embedding takes them. */
    public final Tensor embedding(Tensor weight) {
        return Ops.embedding((Tensor) this, weight);
    }

    /** Mean cross-entropy of logits (N x C) against int64 class indices (N). */
    public final Tensor crossEntropy(Tensor target) {
        return Ops.crossEntropy((Tensor) this, target);
    }

    /** Mean squared error of input against target. Shapes that differ are broadcast against each other first, as in torch.nn.functional.mse_loss (and logged as a warning, once a process): an input of [N, 1] against a target of [N] compares every input with every target. */
    public final Tensor mseLoss(Tensor target) {
        return Ops.mseLoss((Tensor) this, target);
    }

    /** Mean negative log-likelihood of log-probabilities (N x C, or N x C x d1 x ... per position) against int64 class indices (N, or N x d1 x ...). */
    public final Tensor nllLoss(Tensor target) {
        return Ops.nllLoss((Tensor) this, target);
    }

    /** Mean binary cross-entropy of logits against targets in [0, 1] of the same shape. */
    public final Tensor binaryCrossEntropyWithLogits(Tensor target) {
        return Ops.binaryCrossEntropyWithLogits((Tensor) this, target);
    }

    /** Sets a's gradient to none, as a.grad = None does in PyTorch (what Module.zero_grad does to each parameter); waits for backward passes on other threads that write it. Returns a. */
    public final Tensor clearGradInPlace() {
        return Ops.clearGradInPlace((Tensor) this);
    }

    /**
     * LibTorch's {@code aten::_adaptive_avg_pool2d} ({@code torch._adaptive_avg_pool2d}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_adaptive_avg_pool2d(Tensor self, SymInt[2] output_size) -&gt; Tensor
     * aten::_adaptive_avg_pool2d.out(Tensor self, SymInt[2] output_size, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _adaptiveAvgPool2d(Object... args) {
        return (Tensor) Dispatcher.call("aten::_adaptive_avg_pool2d", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_adaptive_avg_pool3d} ({@code torch._adaptive_avg_pool3d}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_adaptive_avg_pool3d(Tensor self, SymInt[3] output_size) -&gt; Tensor
     * aten::_adaptive_avg_pool3d.out(Tensor self, SymInt[3] output_size, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _adaptiveAvgPool3d(Object... args) {
        return (Tensor) Dispatcher.call("aten::_adaptive_avg_pool3d", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_add_batch_dim} ({@code torch._add_batch_dim}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_add_batch_dim(Tensor self, int batch_dim, int level) -&gt; Tensor
     * </pre>
     */
    public Tensor _addBatchDim(Object... args) {
        return (Tensor) Dispatcher.call("aten::_add_batch_dim", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_add_relu} ({@code torch._add_relu}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_add_relu.Scalar(Tensor self, Scalar other, Scalar alpha=1) -&gt; Tensor
     * aten::_add_relu.Scalar_out(Tensor self, Scalar other, Scalar alpha=1, *, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::_add_relu.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -&gt; Tensor
     * aten::_add_relu.out(Tensor self, Tensor other, *, Scalar alpha=1, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _addRelu(Object... args) {
        return (Tensor) Dispatcher.call("aten::_add_relu", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_add_relu_} ({@code torch._add_relu_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_add_relu_.Scalar(Tensor(a!) self, Scalar other, Scalar alpha=1) -&gt; Tensor(a!)
     * aten::_add_relu_.Tensor(Tensor(a!) self, Tensor other, *, Scalar alpha=1) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _addReluInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::_add_relu_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_addmm_activation} ({@code torch._addmm_activation}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_addmm_activation(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1, bool use_gelu=False) -&gt; Tensor
     * aten::_addmm_activation.out(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1, bool use_gelu=False, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _addmmActivation(Object... args) {
        return (Tensor) Dispatcher.call("aten::_addmm_activation", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_aminmax} ({@code torch._aminmax}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_aminmax(Tensor self) -&gt; (Tensor, Tensor)
     * aten::_aminmax.dim(Tensor self, int dim, bool keepdim=False) -&gt; (Tensor, Tensor)
     * aten::_aminmax.dim_out(Tensor self, int dim, bool keepdim=False, *, Tensor(a!) out0, Tensor(b!) out1) -&gt; (Tensor(a!), Tensor(b!))
     * aten::_aminmax.out(Tensor self, *, Tensor(a!) out0, Tensor(b!) out1) -&gt; (Tensor(a!), Tensor(b!))
     * </pre>
     */
    public List<Tensor> _aminmax(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::_aminmax", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::_amp_update_scale} ({@code torch._amp_update_scale}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_amp_update_scale(Tensor self, Tensor growth_tracker, Tensor found_inf, float scale_growth_factor, float scale_backoff_factor, int growth_interval) -&gt; (Tensor, Tensor growth_tracker_out)
     * aten::_amp_update_scale.out(Tensor self, Tensor(b!) growth_tracker, Tensor found_inf, float scale_growth_factor, float scale_backoff_factor, int growth_interval, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Object _ampUpdateScale(Object... args) {
        return Dispatcher.call("aten::_amp_update_scale", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_amp_update_scale_} ({@code torch._amp_update_scale_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_amp_update_scale_(Tensor(a!) self, Tensor(b!) growth_tracker, Tensor found_inf, float scale_growth_factor, float scale_backoff_factor, int growth_interval) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _ampUpdateScaleInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::_amp_update_scale_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_assert_async} ({@code torch._assert_async}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_assert_async(Tensor self) -&gt; ()
     * aten::_assert_async.msg(Tensor self, str assert_msg) -&gt; ()
     * </pre>
     */
    public Object _assertAsync(Object... args) {
        return Dispatcher.call("aten::_assert_async", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_autocast_to_full_precision} ({@code torch._autocast_to_full_precision}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_autocast_to_full_precision(Tensor(a) self, bool cuda_enabled, bool cpu_enabled) -&gt; Tensor(a)
     * </pre>
     */
    public Tensor _autocastToFullPrecision(Object... args) {
        return (Tensor) Dispatcher.call("aten::_autocast_to_full_precision", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_autocast_to_reduced_precision} ({@code torch._autocast_to_reduced_precision}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_autocast_to_reduced_precision(Tensor(a) self, bool cuda_enabled, bool cpu_enabled, ScalarType cuda_dtype, ScalarType cpu_dtype) -&gt; Tensor(a)
     * </pre>
     */
    public Tensor _autocastToReducedPrecision(Object... args) {
        return (Tensor) Dispatcher.call("aten::_autocast_to_reduced_precision", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_backward} ({@code torch._backward}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_backward(Tensor self, Tensor[] inputs, Tensor? gradient=None, bool? retain_graph=None, bool create_graph=False) -&gt; ()
     * </pre>
     */
    public Object _backward(Object... args) {
        return Dispatcher.call("aten::_backward", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_cast_Byte} ({@code torch._cast_Byte}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_cast_Byte(Tensor self, bool non_blocking=False) -&gt; Tensor
     * </pre>
     */
    public Tensor _castByte(Object... args) {
        return (Tensor) Dispatcher.call("aten::_cast_Byte", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_cast_Char} ({@code torch._cast_Char}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_cast_Char(Tensor self, bool non_blocking=False) -&gt; Tensor
     * </pre>
     */
    public Tensor _castChar(Object... args) {
        return (Tensor) Dispatcher.call("aten::_cast_Char", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_cast_Double} ({@code torch._cast_Double}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_cast_Double(Tensor self, bool non_blocking=False) -&gt; Tensor
     * </pre>
     */
    public Tensor _castDouble(Object... args) {
        return (Tensor) Dispatcher.call("aten::_cast_Double", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_cast_Float} ({@code torch._cast_Float}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_cast_Float(Tensor self, bool non_blocking=False) -&gt; Tensor
     * </pre>
     */
    public Tensor _castFloat(Object... args) {
        return (Tensor) Dispatcher.call("aten::_cast_Float", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_cast_Half} ({@code torch._cast_Half}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_cast_Half(Tensor self, bool non_blocking=False) -&gt; Tensor
     * </pre>
     */
    public Tensor _castHalf(Object... args) {
        return (Tensor) Dispatcher.call("aten::_cast_Half", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_cast_Int} ({@code torch._cast_Int}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_cast_Int(Tensor self, bool non_blocking=False) -&gt; Tensor
     * </pre>
     */
    public Tensor _castInt(Object... args) {
        return (Tensor) Dispatcher.call("aten::_cast_Int", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_cast_Long} ({@code torch._cast_Long}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_cast_Long(Tensor self, bool non_blocking=False) -&gt; Tensor
     * </pre>
     */
    public Tensor _castLong(Object... args) {
        return (Tensor) Dispatcher.call("aten::_cast_Long", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_cast_Short} ({@code torch._cast_Short}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_cast_Short(Tensor self, bool non_blocking=False) -&gt; Tensor
     * </pre>
     */
    public Tensor _castShort(Object... args) {
        return (Tensor) Dispatcher.call("aten::_cast_Short", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_cholesky_solve_helper} ({@code torch._cholesky_solve_helper}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_cholesky_solve_helper(Tensor self, Tensor A, bool upper) -&gt; Tensor
     * aten::_cholesky_solve_helper.out(Tensor self, Tensor A, bool upper, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _choleskySolveHelper(Object... args) {
        return (Tensor) Dispatcher.call("aten::_cholesky_solve_helper", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_choose_qparams_per_tensor} ({@code torch._choose_qparams_per_tensor}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_choose_qparams_per_tensor(Tensor self, bool reduce_range=False) -&gt; (float, int)
     * </pre>
     */
    public Object _chooseQparamsPerTensor(Object... args) {
        return Dispatcher.call("aten::_choose_qparams_per_tensor", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_coalesce} ({@code torch._coalesce}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_coalesce(Tensor self) -&gt; Tensor
     * aten::_coalesce.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _coalesce(Object... args) {
        return (Tensor) Dispatcher.call("aten::_coalesce", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_coalesced} ({@code torch._coalesced}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_coalesced(Tensor self, bool coalesced) -&gt; Tensor
     * aten::_coalesced.out(Tensor self, bool coalesced, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _coalesced(Object... args) {
        return (Tensor) Dispatcher.call("aten::_coalesced", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_coalesced_} ({@code torch._coalesced_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_coalesced_(Tensor(a!) self, bool coalesced) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _coalescedInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::_coalesced_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_conj} ({@code torch._conj}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_conj(Tensor(a) self) -&gt; Tensor(a)
     * </pre>
     */
    public Tensor _conj(Object... args) {
        return (Tensor) Dispatcher.call("aten::_conj", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_conj_copy} ({@code torch._conj_copy}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_conj_copy(Tensor self) -&gt; Tensor
     * aten::_conj_copy.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _conjCopy(Object... args) {
        return (Tensor) Dispatcher.call("aten::_conj_copy", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_conj_physical} ({@code torch._conj_physical}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_conj_physical(Tensor self) -&gt; Tensor
     * aten::_conj_physical.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _conjPhysical(Object... args) {
        return (Tensor) Dispatcher.call("aten::_conj_physical", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_conv_depthwise2d} ({@code torch._conv_depthwise2d}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_conv_depthwise2d(Tensor self, Tensor weight, SymInt[2] kernel_size, Tensor? bias, SymInt[2] stride, SymInt[2] padding, SymInt[2] dilation) -&gt; Tensor
     * aten::_conv_depthwise2d.out(Tensor self, Tensor weight, SymInt[2] kernel_size, Tensor? bias, SymInt[2] stride, SymInt[2] padding, SymInt[2] dilation, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _convDepthwise2d(Object... args) {
        return (Tensor) Dispatcher.call("aten::_conv_depthwise2d", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_convert_indices_from_coo_to_csr} ({@code torch._convert_indices_from_coo_to_csr}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_convert_indices_from_coo_to_csr(Tensor self, int size, *, bool out_int32=False) -&gt; Tensor
     * aten::_convert_indices_from_coo_to_csr.out(Tensor self, int size, *, bool out_int32=False, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _convertIndicesFromCooToCsr(Object... args) {
        return (Tensor) Dispatcher.call("aten::_convert_indices_from_coo_to_csr", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_convert_weight_to_int4pack} ({@code torch._convert_weight_to_int4pack}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_convert_weight_to_int4pack(Tensor self, int innerKTiles) -&gt; Tensor
     * </pre>
     */
    public Tensor _convertWeightToInt4pack(Object... args) {
        return (Tensor) Dispatcher.call("aten::_convert_weight_to_int4pack", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_convert_weight_to_int4pack_for_cpu} ({@code torch._convert_weight_to_int4pack_for_cpu}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_convert_weight_to_int4pack_for_cpu(Tensor self, int innerKTiles) -&gt; Tensor
     * </pre>
     */
    public Tensor _convertWeightToInt4packForCpu(Object... args) {
        return (Tensor) Dispatcher.call("aten::_convert_weight_to_int4pack_for_cpu", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_copy_from} ({@code torch._copy_from}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_copy_from(Tensor self, Tensor dst, bool non_blocking=False) -&gt; Tensor
     * aten::_copy_from.out(Tensor self, Tensor dst, bool non_blocking=False, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _copyFrom(Object... args) {
        return (Tensor) Dispatcher.call("aten::_copy_from", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_copy_from_and_resize} ({@code torch._copy_from_and_resize}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_copy_from_and_resize(Tensor self, Tensor dst) -&gt; Tensor
     * aten::_copy_from_and_resize.out(Tensor self, Tensor dst, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _copyFromAndResize(Object... args) {
        return (Tensor) Dispatcher.call("aten::_copy_from_and_resize", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_cummax_helper} ({@code torch._cummax_helper}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_cummax_helper(Tensor self, Tensor(a!) values, Tensor(b!) indices, int dim) -&gt; ()
     * </pre>
     */
    public Object _cummaxHelper(Object... args) {
        return Dispatcher.call("aten::_cummax_helper", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_cummin_helper} ({@code torch._cummin_helper}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_cummin_helper(Tensor self, Tensor(a!) values, Tensor(b!) indices, int dim) -&gt; ()
     * </pre>
     */
    public Object _cumminHelper(Object... args) {
        return Dispatcher.call("aten::_cummin_helper", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_debug_has_internal_overlap} ({@code torch._debug_has_internal_overlap}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_debug_has_internal_overlap(Tensor self) -&gt; int
     * </pre>
     */
    public Object _debugHasInternalOverlap(Object... args) {
        return Dispatcher.call("aten::_debug_has_internal_overlap", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_dimI} ({@code torch._dimI}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_dimI(Tensor self) -&gt; int
     * </pre>
     */
    public Object _dimI(Object... args) {
        return Dispatcher.call("aten::_dimI", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_dimV} ({@code torch._dimV}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_dimV(Tensor self) -&gt; int
     * </pre>
     */
    public Object _dimV(Object... args) {
        return Dispatcher.call("aten::_dimV", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_fake_quantize_learnable_per_channel_affine} ({@code torch._fake_quantize_learnable_per_channel_affine}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_fake_quantize_learnable_per_channel_affine(Tensor self, Tensor scale, Tensor zero_point, int axis, int quant_min, int quant_max, float grad_factor=1.) -&gt; Tensor
     * aten::_fake_quantize_learnable_per_channel_affine.out(Tensor self, Tensor scale, Tensor zero_point, int axis, int quant_min, int quant_max, float grad_factor=1., *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _fakeQuantizeLearnablePerChannelAffine(Object... args) {
        return (Tensor) Dispatcher.call("aten::_fake_quantize_learnable_per_channel_affine", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_fake_quantize_learnable_per_tensor_affine} ({@code torch._fake_quantize_learnable_per_tensor_affine}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_fake_quantize_learnable_per_tensor_affine(Tensor self, Tensor scale, Tensor zero_point, int quant_min, int quant_max, float grad_factor=1.) -&gt; Tensor
     * aten::_fake_quantize_learnable_per_tensor_affine.out(Tensor self, Tensor scale, Tensor zero_point, int quant_min, int quant_max, float grad_factor=1., *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _fakeQuantizeLearnablePerTensorAffine(Object... args) {
        return (Tensor) Dispatcher.call("aten::_fake_quantize_learnable_per_tensor_affine", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_fake_quantize_per_tensor_affine_cachemask_tensor_qparams} ({@code torch._fake_quantize_per_tensor_affine_cachemask_tensor_qparams}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_fake_quantize_per_tensor_affine_cachemask_tensor_qparams(Tensor self, Tensor scale, Tensor zero_point, Tensor fake_quant_enabled, int quant_min, int quant_max) -&gt; (Tensor output, Tensor mask)
     * aten::_fake_quantize_per_tensor_affine_cachemask_tensor_qparams.out(Tensor self, Tensor scale, Tensor zero_point, Tensor fake_quant_enabled, int quant_min, int quant_max, *, Tensor(a!) out0, Tensor(b!) out1) -&gt; (Tensor(a!), Tensor(b!))
     * </pre>
     */
    public List<Tensor> _fakeQuantizePerTensorAffineCachemaskTensorQparams(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::_fake_quantize_per_tensor_affine_cachemask_tensor_qparams", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::_fft_c2c} ({@code torch._fft_c2c}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_fft_c2c(Tensor self, SymInt[] dim, int normalization, bool forward) -&gt; Tensor
     * aten::_fft_c2c.out(Tensor self, SymInt[] dim, int normalization, bool forward, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _fftC2c(Object... args) {
        return (Tensor) Dispatcher.call("aten::_fft_c2c", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_fft_c2r} ({@code torch._fft_c2r}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_fft_c2r(Tensor self, int[] dim, int normalization, SymInt last_dim_size) -&gt; Tensor
     * aten::_fft_c2r.out(Tensor self, int[] dim, int normalization, SymInt last_dim_size, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _fftC2r(Object... args) {
        return (Tensor) Dispatcher.call("aten::_fft_c2r", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_fft_r2c} ({@code torch._fft_r2c}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_fft_r2c(Tensor self, int[] dim, int normalization, bool onesided) -&gt; Tensor
     * aten::_fft_r2c.out(Tensor self, int[] dim, int normalization, bool onesided, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _fftR2c(Object... args) {
        return (Tensor) Dispatcher.call("aten::_fft_r2c", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_fill_mem_eff_dropout_mask_} ({@code torch._fill_mem_eff_dropout_mask_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_fill_mem_eff_dropout_mask_(Tensor(a!) self, float dropout_p, int seed, int offset) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _fillMemEffDropoutMaskInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::_fill_mem_eff_dropout_mask_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_foobar} ({@code torch._foobar}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_foobar(Tensor self, bool arg1=True, bool arg2=True, *, bool arg3=True) -&gt; Tensor
     * aten::_foobar.out(Tensor self, bool arg1=True, bool arg2=True, *, bool arg3=True, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _foobar(Object... args) {
        return (Tensor) Dispatcher.call("aten::_foobar", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_functional_assert_async} ({@code torch._functional_assert_async}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_functional_assert_async.msg(Tensor self, str assert_msg, Tensor dep_token) -&gt; Tensor
     * </pre>
     */
    public Tensor _functionalAssertAsync(Object... args) {
        return (Tensor) Dispatcher.call("aten::_functional_assert_async", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_fused_dropout} ({@code torch._fused_dropout}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_fused_dropout(Tensor self, float p, Generator? generator=None) -&gt; (Tensor, Tensor)
     * aten::_fused_dropout.out(Tensor self, float p, Generator? generator=None, *, Tensor(a!) out0, Tensor(b!) out1) -&gt; (Tensor(a!), Tensor(b!))
     * </pre>
     */
    public List<Tensor> _fusedDropout(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::_fused_dropout", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::_fused_moving_avg_obs_fq_helper} ({@code torch._fused_moving_avg_obs_fq_helper}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_fused_moving_avg_obs_fq_helper(Tensor self, Tensor observer_on, Tensor fake_quant_on, Tensor(a!) running_min, Tensor(b!) running_max, Tensor(c!) scale, Tensor(d!) zero_point, float averaging_const, int quant_min, int quant_max, int ch_axis, bool per_row_fake_quant=False, bool symmetric_quant=False) -&gt; (Tensor output, Tensor mask)
     * aten::_fused_moving_avg_obs_fq_helper.out(Tensor self, Tensor observer_on, Tensor fake_quant_on, Tensor(a!) running_min, Tensor(b!) running_max, Tensor(c!) scale, Tensor(d!) zero_point, float averaging_const, int quant_min, int quant_max, int ch_axis, bool per_row_fake_quant=False, bool symmetric_quant=False, *, Tensor(e!) out0, Tensor(f!) out1) -&gt; (Tensor(e!), Tensor(f!))
     * </pre>
     */
    public List<Tensor> _fusedMovingAvgObsFqHelper(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::_fused_moving_avg_obs_fq_helper", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::_fused_moving_avg_obs_fq_helper_functional} ({@code torch._fused_moving_avg_obs_fq_helper_functional}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_fused_moving_avg_obs_fq_helper_functional(Tensor self, Tensor observer_on, Tensor fake_quant_on, Tensor running_min, Tensor running_max, Tensor scale, Tensor zero_point, float averaging_const, int quant_min, int quant_max, int ch_axis, bool per_row_fake_quant=False, bool symmetric_quant=False) -&gt; (Tensor output, Tensor mask, Tensor running_min_out, Tensor running_max_out, Tensor scale_out, Tensor zero_point_out)
     * </pre>
     */
    public List<Tensor> _fusedMovingAvgObsFqHelperFunctional(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::_fused_moving_avg_obs_fq_helper_functional", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::_fw_primal} ({@code torch._fw_primal}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_fw_primal(Tensor(a) self, int level) -&gt; Tensor(a)
     * </pre>
     */
    public Tensor _fwPrimal(Object... args) {
        return (Tensor) Dispatcher.call("aten::_fw_primal", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_fw_primal_copy} ({@code torch._fw_primal_copy}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_fw_primal_copy(Tensor self, int level) -&gt; Tensor
     * aten::_fw_primal_copy.out(Tensor self, int level, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _fwPrimalCopy(Object... args) {
        return (Tensor) Dispatcher.call("aten::_fw_primal_copy", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_gather_sparse_backward} ({@code torch._gather_sparse_backward}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_gather_sparse_backward(Tensor self, int dim, Tensor index, Tensor grad) -&gt; Tensor
     * </pre>
     */
    public Tensor _gatherSparseBackward(Object... args) {
        return (Tensor) Dispatcher.call("aten::_gather_sparse_backward", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_grouped_mm} ({@code torch._grouped_mm}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_grouped_mm(Tensor self, Tensor mat2, Tensor? offs=None, Tensor? bias=None, ScalarType? out_dtype=None) -&gt; Tensor
     * </pre>
     */
    public Tensor _groupedMm(Object... args) {
        return (Tensor) Dispatcher.call("aten::_grouped_mm", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_has_compatible_shallow_copy_type} ({@code torch._has_compatible_shallow_copy_type}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_has_compatible_shallow_copy_type(Tensor self, Tensor from) -&gt; bool
     * </pre>
     */
    public Object _hasCompatibleShallowCopyType(Object... args) {
        return Dispatcher.call("aten::_has_compatible_shallow_copy_type", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_has_same_storage_numel} ({@code torch._has_same_storage_numel}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_has_same_storage_numel(Tensor self, Tensor other) -&gt; bool
     * </pre>
     */
    public Object _hasSameStorageNumel(Object... args) {
        return Dispatcher.call("aten::_has_same_storage_numel", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_histogramdd_bin_edges} ({@code torch._histogramdd_bin_edges}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_histogramdd_bin_edges(Tensor self, int[] bins, *, float[]? range=None, Tensor? weight=None, bool density=False) -&gt; Tensor[]
     * aten::_histogramdd_bin_edges.out(Tensor self, int[] bins, *, float[]? range=None, Tensor? weight=None, bool density=False, Tensor(a!)[] out) -&gt; ()
     * </pre>
     */
    public Object _histogramddBinEdges(Object... args) {
        return Dispatcher.call("aten::_histogramdd_bin_edges", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_histogramdd_from_bin_cts} ({@code torch._histogramdd_from_bin_cts}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_histogramdd_from_bin_cts(Tensor self, int[] bins, *, float[]? range=None, Tensor? weight=None, bool density=False) -&gt; Tensor
     * aten::_histogramdd_from_bin_cts.out(Tensor self, int[] bins, *, float[]? range=None, Tensor? weight=None, bool density=False, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _histogramddFromBinCts(Object... args) {
        return (Tensor) Dispatcher.call("aten::_histogramdd_from_bin_cts", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_histogramdd_from_bin_tensors} ({@code torch._histogramdd_from_bin_tensors}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_histogramdd_from_bin_tensors(Tensor self, Tensor[] bins, *, Tensor? weight=None, bool density=False) -&gt; Tensor
     * aten::_histogramdd_from_bin_tensors.out(Tensor self, Tensor[] bins, *, Tensor? weight=None, bool density=False, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _histogramddFromBinTensors(Object... args) {
        return (Tensor) Dispatcher.call("aten::_histogramdd_from_bin_tensors", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_index_put_impl} ({@code torch._index_put_impl}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_index_put_impl(Tensor self, Tensor?[] indices, Tensor values, bool accumulate=False, bool unsafe=False) -&gt; Tensor
     * aten::_index_put_impl.out(Tensor self, Tensor?[] indices, Tensor values, bool accumulate=False, bool unsafe=False, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _indexPutImpl(Object... args) {
        return (Tensor) Dispatcher.call("aten::_index_put_impl", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_index_put_impl_} ({@code torch._index_put_impl_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_index_put_impl_(Tensor(a!) self, Tensor?[] indices, Tensor values, bool accumulate=False, bool unsafe=False) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _indexPutImplInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::_index_put_impl_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_indices} ({@code torch._indices}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_indices(Tensor(a) self) -&gt; Tensor(a)
     * </pre>
     */
    public Tensor _indices(Object... args) {
        return (Tensor) Dispatcher.call("aten::_indices", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_indices_copy} ({@code torch._indices_copy}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_indices_copy(Tensor self) -&gt; Tensor
     * aten::_indices_copy.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _indicesCopy(Object... args) {
        return (Tensor) Dispatcher.call("aten::_indices_copy", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_int_mm} ({@code torch._int_mm}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_int_mm(Tensor self, Tensor mat2) -&gt; Tensor
     * aten::_int_mm.out(Tensor self, Tensor mat2, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _intMm(Object... args) {
        return (Tensor) Dispatcher.call("aten::_int_mm", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_is_all_true} ({@code torch._is_all_true}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_is_all_true(Tensor self) -&gt; Tensor
     * </pre>
     */
    public Tensor _isAllTrue(Object... args) {
        return (Tensor) Dispatcher.call("aten::_is_all_true", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_is_any_true} ({@code torch._is_any_true}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_is_any_true(Tensor self) -&gt; Tensor
     * </pre>
     */
    public Tensor _isAnyTrue(Object... args) {
        return (Tensor) Dispatcher.call("aten::_is_any_true", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_is_zerotensor} ({@code torch._is_zerotensor}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_is_zerotensor(Tensor self) -&gt; bool
     * </pre>
     */
    public Object _isZerotensor(Object... args) {
        return Dispatcher.call("aten::_is_zerotensor", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_lazy_clone} ({@code torch._lazy_clone}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_lazy_clone(Tensor self) -&gt; Tensor
     * </pre>
     */
    public Tensor _lazyClone(Object... args) {
        return (Tensor) Dispatcher.call("aten::_lazy_clone", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_linalg_eigvals} ({@code torch._linalg_eigvals}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_linalg_eigvals(Tensor self) -&gt; Tensor
     * </pre>
     */
    public Tensor _linalgEigvals(Object... args) {
        return (Tensor) Dispatcher.call("aten::_linalg_eigvals", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_local_scalar_dense} ({@code torch._local_scalar_dense}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_local_scalar_dense(Tensor self) -&gt; Scalar
     * </pre>
     */
    public Object _localScalarDense(Object... args) {
        return Dispatcher.call("aten::_local_scalar_dense", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_log_softmax} ({@code torch._log_softmax}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_log_softmax(Tensor self, int dim, bool half_to_float) -&gt; Tensor
     * aten::_log_softmax.out(Tensor self, int dim, bool half_to_float, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _logSoftmax(Object... args) {
        return (Tensor) Dispatcher.call("aten::_log_softmax", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_logcumsumexp} ({@code torch._logcumsumexp}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_logcumsumexp(Tensor self, int dim) -&gt; Tensor
     * aten::_logcumsumexp.out(Tensor self, int dim, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _logcumsumexp(Object... args) {
        return (Tensor) Dispatcher.call("aten::_logcumsumexp", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_lu_with_info} ({@code torch._lu_with_info}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_lu_with_info(Tensor self, bool pivot=True, bool check_errors=True) -&gt; (Tensor LU, Tensor pivots, Tensor info)
     * </pre>
     */
    public List<Tensor> _luWithInfo(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::_lu_with_info", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::_make_per_channel_quantized_tensor} ({@code torch._make_per_channel_quantized_tensor}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_make_per_channel_quantized_tensor(Tensor self, Tensor scale, Tensor zero_point, int axis) -&gt; Tensor
     * aten::_make_per_channel_quantized_tensor.out(Tensor self, Tensor scale, Tensor zero_point, int axis, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _makePerChannelQuantizedTensor(Object... args) {
        return (Tensor) Dispatcher.call("aten::_make_per_channel_quantized_tensor", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_make_per_tensor_quantized_tensor} ({@code torch._make_per_tensor_quantized_tensor}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_make_per_tensor_quantized_tensor(Tensor self, float scale, int zero_point) -&gt; Tensor
     * aten::_make_per_tensor_quantized_tensor.out(Tensor self, float scale, int zero_point, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _makePerTensorQuantizedTensor(Object... args) {
        return (Tensor) Dispatcher.call("aten::_make_per_tensor_quantized_tensor", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_masked_scale} ({@code torch._masked_scale}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_masked_scale(Tensor self, Tensor mask, float scale) -&gt; Tensor
     * aten::_masked_scale.out(Tensor self, Tensor mask, float scale, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _maskedScale(Object... args) {
        return (Tensor) Dispatcher.call("aten::_masked_scale", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_masked_softmax} ({@code torch._masked_softmax}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_masked_softmax(Tensor self, Tensor mask, int? dim=None, int? mask_type=None) -&gt; Tensor
     * aten::_masked_softmax.out(Tensor self, Tensor mask, int? dim=None, int? mask_type=None, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _maskedSoftmax(Object... args) {
        return (Tensor) Dispatcher.call("aten::_masked_softmax", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_mkldnn_reshape} ({@code torch._mkldnn_reshape}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_mkldnn_reshape(Tensor self, int[] shape) -&gt; Tensor
     * aten::_mkldnn_reshape.out(Tensor self, int[] shape, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _mkldnnReshape(Object... args) {
        return (Tensor) Dispatcher.call("aten::_mkldnn_reshape", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_mkldnn_transpose} ({@code torch._mkldnn_transpose}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_mkldnn_transpose(Tensor self, int dim0, int dim1) -&gt; Tensor
     * aten::_mkldnn_transpose.out(Tensor self, int dim0, int dim1, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _mkldnnTranspose(Object... args) {
        return (Tensor) Dispatcher.call("aten::_mkldnn_transpose", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_mkldnn_transpose_} ({@code torch._mkldnn_transpose_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_mkldnn_transpose_(Tensor(a!) self, int dim0, int dim1) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _mkldnnTransposeInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::_mkldnn_transpose_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_mps_convolution} ({@code torch._mps_convolution}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_mps_convolution(Tensor self, Tensor weight, Tensor? bias, SymInt[] padding, SymInt[] stride, SymInt[] dilation, SymInt groups) -&gt; Tensor
     * aten::_mps_convolution.out(Tensor self, Tensor weight, Tensor? bias, SymInt[] padding, SymInt[] stride, SymInt[] dilation, SymInt groups, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _mpsConvolution(Object... args) {
        return (Tensor) Dispatcher.call("aten::_mps_convolution", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_mps_convolution_transpose} ({@code torch._mps_convolution_transpose}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_mps_convolution_transpose(Tensor self, Tensor weight, SymInt[] padding, SymInt[] output_padding, SymInt[] stride, SymInt[] dilation, SymInt groups) -&gt; Tensor
     * aten::_mps_convolution_transpose.out(Tensor self, Tensor weight, SymInt[] padding, SymInt[] output_padding, SymInt[] stride, SymInt[] dilation, SymInt groups, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _mpsConvolutionTranspose(Object... args) {
        return (Tensor) Dispatcher.call("aten::_mps_convolution_transpose", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_neg_view} ({@code torch._neg_view}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_neg_view(Tensor(a) self) -&gt; Tensor(a)
     * </pre>
     */
    public Tensor _negView(Object... args) {
        return (Tensor) Dispatcher.call("aten::_neg_view", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_neg_view_copy} ({@code torch._neg_view_copy}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_neg_view_copy(Tensor self) -&gt; Tensor
     * aten::_neg_view_copy.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _negViewCopy(Object... args) {
        return (Tensor) Dispatcher.call("aten::_neg_view_copy", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_nested_get_lengths} ({@code torch._nested_get_lengths}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_nested_get_lengths(Tensor self) -&gt; Tensor
     * </pre>
     */
    public Tensor _nestedGetLengths(Object... args) {
        return (Tensor) Dispatcher.call("aten::_nested_get_lengths", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_nested_get_max_seqlen} ({@code torch._nested_get_max_seqlen}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_nested_get_max_seqlen(Tensor self) -&gt; Tensor
     * </pre>
     */
    public Tensor _nestedGetMaxSeqlen(Object... args) {
        return (Tensor) Dispatcher.call("aten::_nested_get_max_seqlen", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_nested_get_min_seqlen} ({@code torch._nested_get_min_seqlen}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_nested_get_min_seqlen(Tensor self) -&gt; Tensor
     * </pre>
     */
    public Tensor _nestedGetMinSeqlen(Object... args) {
        return (Tensor) Dispatcher.call("aten::_nested_get_min_seqlen", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_nested_get_offsets} ({@code torch._nested_get_offsets}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_nested_get_offsets(Tensor self) -&gt; Tensor
     * </pre>
     */
    public Tensor _nestedGetOffsets(Object... args) {
        return (Tensor) Dispatcher.call("aten::_nested_get_offsets", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_nested_get_ragged_idx} ({@code torch._nested_get_ragged_idx}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_nested_get_ragged_idx(Tensor self) -&gt; int
     * </pre>
     */
    public Object _nestedGetRaggedIdx(Object... args) {
        return Dispatcher.call("aten::_nested_get_ragged_idx", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_nested_get_values} ({@code torch._nested_get_values}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_nested_get_values(Tensor(a) self) -&gt; Tensor(a)
     * </pre>
     */
    public Tensor _nestedGetValues(Object... args) {
        return (Tensor) Dispatcher.call("aten::_nested_get_values", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_nested_get_values_copy} ({@code torch._nested_get_values_copy}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_nested_get_values_copy(Tensor self) -&gt; Tensor
     * aten::_nested_get_values_copy.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _nestedGetValuesCopy(Object... args) {
        return (Tensor) Dispatcher.call("aten::_nested_get_values_copy", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_nested_tensor_size} ({@code torch._nested_tensor_size}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_nested_tensor_size(Tensor self) -&gt; Tensor
     * aten::_nested_tensor_size.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _nestedTensorSize(Object... args) {
        return (Tensor) Dispatcher.call("aten::_nested_tensor_size", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_nested_tensor_softmax_with_shape} ({@code torch._nested_tensor_softmax_with_shape}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_nested_tensor_softmax_with_shape(Tensor self, Tensor query) -&gt; Tensor
     * </pre>
     */
    public Tensor _nestedTensorSoftmaxWithShape(Object... args) {
        return (Tensor) Dispatcher.call("aten::_nested_tensor_softmax_with_shape", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_nested_tensor_storage_offsets} ({@code torch._nested_tensor_storage_offsets}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_nested_tensor_storage_offsets(Tensor self) -&gt; Tensor
     * aten::_nested_tensor_storage_offsets.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _nestedTensorStorageOffsets(Object... args) {
        return (Tensor) Dispatcher.call("aten::_nested_tensor_storage_offsets", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_nested_tensor_strides} ({@code torch._nested_tensor_strides}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_nested_tensor_strides(Tensor self) -&gt; Tensor
     * aten::_nested_tensor_strides.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _nestedTensorStrides(Object... args) {
        return (Tensor) Dispatcher.call("aten::_nested_tensor_strides", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_nested_view_from_buffer} ({@code torch._nested_view_from_buffer}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_nested_view_from_buffer(Tensor(a) self, Tensor nested_size, Tensor nested_strides, Tensor offsets) -&gt; Tensor(a)
     * </pre>
     */
    public Tensor _nestedViewFromBuffer(Object... args) {
        return (Tensor) Dispatcher.call("aten::_nested_view_from_buffer", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_nested_view_from_buffer_copy} ({@code torch._nested_view_from_buffer_copy}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_nested_view_from_buffer_copy(Tensor self, Tensor nested_size, Tensor nested_strides, Tensor offsets) -&gt; Tensor
     * aten::_nested_view_from_buffer_copy.out(Tensor self, Tensor nested_size, Tensor nested_strides, Tensor offsets, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _nestedViewFromBufferCopy(Object... args) {
        return (Tensor) Dispatcher.call("aten::_nested_view_from_buffer_copy", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_nested_view_from_jagged} ({@code torch._nested_view_from_jagged}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_nested_view_from_jagged(Tensor(a) self, Tensor offsets, Tensor dummy, Tensor? lengths=None, int ragged_idx=1, Tensor? min_seqlen=None, Tensor? max_seqlen=None) -&gt; Tensor(a)
     * </pre>
     */
    public Tensor _nestedViewFromJagged(Object... args) {
        return (Tensor) Dispatcher.call("aten::_nested_view_from_jagged", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_nested_view_from_jagged_copy} ({@code torch._nested_view_from_jagged_copy}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_nested_view_from_jagged_copy(Tensor self, Tensor offsets, Tensor dummy, Tensor? lengths=None, int ragged_idx=1, Tensor? min_seqlen=None, Tensor? max_seqlen=None) -&gt; Tensor
     * aten::_nested_view_from_jagged_copy.out(Tensor self, Tensor offsets, Tensor dummy, Tensor? lengths=None, int ragged_idx=1, Tensor? min_seqlen=None, Tensor? max_seqlen=None, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _nestedViewFromJaggedCopy(Object... args) {
        return (Tensor) Dispatcher.call("aten::_nested_view_from_jagged_copy", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_new_zeros_with_same_feature_meta} ({@code torch._new_zeros_with_same_feature_meta}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_new_zeros_with_same_feature_meta(Tensor self, Tensor other, *, int self_num_batch_dims=0) -&gt; Tensor
     * aten::_new_zeros_with_same_feature_meta.out(Tensor self, Tensor other, *, int self_num_batch_dims=0, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _newZerosWithSameFeatureMeta(Object... args) {
        return (Tensor) Dispatcher.call("aten::_new_zeros_with_same_feature_meta", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_nnz} ({@code torch._nnz}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_nnz(Tensor self) -&gt; int
     * </pre>
     */
    public Object _nnz(Object... args) {
        return Dispatcher.call("aten::_nnz", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_pad_circular} ({@code torch._pad_circular}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_pad_circular(Tensor self, SymInt[] pad) -&gt; Tensor
     * </pre>
     */
    public Tensor _padCircular(Object... args) {
        return (Tensor) Dispatcher.call("aten::_pad_circular", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_pad_enum} ({@code torch._pad_enum}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_pad_enum(Tensor self, SymInt[] pad, int mode, float? value=None) -&gt; Tensor
     * </pre>
     */
    public Tensor _padEnum(Object... args) {
        return (Tensor) Dispatcher.call("aten::_pad_enum", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_pdist_forward} ({@code torch._pdist_forward}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_pdist_forward(Tensor self, float p=2.) -&gt; Tensor
     * aten::_pdist_forward.out(Tensor self, float p=2., *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _pdistForward(Object... args) {
        return (Tensor) Dispatcher.call("aten::_pdist_forward", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_philox_normal} ({@code torch._philox_normal}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_philox_normal(Tensor self, Tensor key, float mean=0., float std=1.) -&gt; Tensor
     * aten::_philox_normal.out(Tensor self, Tensor key, float mean=0., float std=1., *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _philoxNormal(Object... args) {
        return (Tensor) Dispatcher.call("aten::_philox_normal", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_philox_normal_} ({@code torch._philox_normal_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_philox_normal_(Tensor(a!) self, Tensor key, float mean=0., float std=1.) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _philoxNormalInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::_philox_normal_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_philox_uniform} ({@code torch._philox_uniform}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_philox_uniform(Tensor self, Tensor key, float low=0., float high=1.) -&gt; Tensor
     * aten::_philox_uniform.out(Tensor self, Tensor key, float low=0., float high=1., *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _philoxUniform(Object... args) {
        return (Tensor) Dispatcher.call("aten::_philox_uniform", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_philox_uniform_} ({@code torch._philox_uniform_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_philox_uniform_(Tensor(a!) self, Tensor key, float low=0., float high=1.) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _philoxUniformInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::_philox_uniform_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_pin_memory} ({@code torch._pin_memory}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_pin_memory(Tensor self, Device? device=None) -&gt; Tensor
     * aten::_pin_memory.out(Tensor self, Device? device=None, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _pinMemory(Object... args) {
        return (Tensor) Dispatcher.call("aten::_pin_memory", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_prelu_kernel} ({@code torch._prelu_kernel}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_prelu_kernel(Tensor self, Tensor weight) -&gt; Tensor
     * </pre>
     */
    public Tensor _preluKernel(Object... args) {
        return (Tensor) Dispatcher.call("aten::_prelu_kernel", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_remove_batch_dim} ({@code torch._remove_batch_dim}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_remove_batch_dim(Tensor self, int level, SymInt batch_size, int out_dim) -&gt; Tensor
     * </pre>
     */
    public Tensor _removeBatchDim(Object... args) {
        return (Tensor) Dispatcher.call("aten::_remove_batch_dim", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_reshape_alias} ({@code torch._reshape_alias}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_reshape_alias(Tensor(a) self, SymInt[] size, SymInt[] stride) -&gt; Tensor(a)
     * </pre>
     */
    public Tensor _reshapeAlias(Object... args) {
        return (Tensor) Dispatcher.call("aten::_reshape_alias", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_reshape_alias_copy} ({@code torch._reshape_alias_copy}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_reshape_alias_copy(Tensor self, SymInt[] size, SymInt[] stride) -&gt; Tensor
     * aten::_reshape_alias_copy.out(Tensor self, SymInt[] size, SymInt[] stride, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _reshapeAliasCopy(Object... args) {
        return (Tensor) Dispatcher.call("aten::_reshape_alias_copy", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_reshape_copy} ({@code torch._reshape_copy}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_reshape_copy(Tensor self, SymInt[] size) -&gt; Tensor
     * </pre>
     */
    public Tensor _reshapeCopy(Object... args) {
        return (Tensor) Dispatcher.call("aten::_reshape_copy", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_reshape_from_tensor} ({@code torch._reshape_from_tensor}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_reshape_from_tensor(Tensor self, Tensor shape) -&gt; Tensor
     * </pre>
     */
    public Tensor _reshapeFromTensor(Object... args) {
        return (Tensor) Dispatcher.call("aten::_reshape_from_tensor", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_resize_output} ({@code torch._resize_output}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_resize_output(Tensor self, SymInt[] size, Device device) -&gt; Tensor
     * aten::_resize_output.out(Tensor self, SymInt[] size, Device device, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _resizeOutput(Object... args) {
        return (Tensor) Dispatcher.call("aten::_resize_output", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_resize_output_} ({@code torch._resize_output_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_resize_output_(Tensor(a!) self, SymInt[] size, Device device) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _resizeOutputInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::_resize_output_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_safe_softmax} ({@code torch._safe_softmax}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_safe_softmax(Tensor self, int dim, ScalarType? dtype=None) -&gt; Tensor
     * </pre>
     */
    public Tensor _safeSoftmax(Object... args) {
        return (Tensor) Dispatcher.call("aten::_safe_softmax", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_sample_dirichlet} ({@code torch._sample_dirichlet}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_sample_dirichlet(Tensor self, Generator? generator=None) -&gt; Tensor
     * aten::_sample_dirichlet.out(Tensor self, Generator? generator=None, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _sampleDirichlet(Object... args) {
        return (Tensor) Dispatcher.call("aten::_sample_dirichlet", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_scaled_grouped_mm} ({@code torch._scaled_grouped_mm}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_scaled_grouped_mm(Tensor self, Tensor mat2, Tensor scale_a, Tensor scale_b, Tensor? offs=None, Tensor? bias=None, Tensor? scale_result=None, ScalarType? out_dtype=None, bool use_fast_accum=False) -&gt; Tensor
     * </pre>
     */
    public Tensor _scaledGroupedMm(Object... args) {
        return (Tensor) Dispatcher.call("aten::_scaled_grouped_mm", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_scaled_grouped_mm_v2} ({@code torch._scaled_grouped_mm_v2}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_scaled_grouped_mm_v2(Tensor self, Tensor mat2, Tensor[] scale_a, int[] recipe_a, int[] swizzle_a, Tensor[] scale_b, int[] recipe_b, int[] swizzle_b, Tensor? offs=None, Tensor? bias=None, ScalarType? out_dtype=None, int[] contraction_dim=[], bool use_fast_accum=False) -&gt; Tensor
     * </pre>
     */
    public Tensor _scaledGroupedMmV2(Object... args) {
        return (Tensor) Dispatcher.call("aten::_scaled_grouped_mm_v2", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_scaled_mm} ({@code torch._scaled_mm}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_scaled_mm(Tensor self, Tensor mat2, Tensor scale_a, Tensor scale_b, Tensor? bias=None, Tensor? scale_result=None, ScalarType? out_dtype=None, bool use_fast_accum=False) -&gt; Tensor
     * aten::_scaled_mm.out(Tensor self, Tensor mat2, Tensor scale_a, Tensor scale_b, Tensor? bias=None, Tensor? scale_result=None, ScalarType? out_dtype=None, bool use_fast_accum=False, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _scaledMm(Object... args) {
        return (Tensor) Dispatcher.call("aten::_scaled_mm", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_scaled_mm_v2} ({@code torch._scaled_mm_v2}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_scaled_mm_v2(Tensor self, Tensor mat2, Tensor[] scale_a, int[] recipe_a, int[] swizzle_a, Tensor[] scale_b, int[] recipe_b, int[] swizzle_b, Tensor? bias, ScalarType? out_dtype, int[] contraction_dim=[], bool use_fast_accum=False) -&gt; Tensor
     * aten::_scaled_mm_v2.out(Tensor self, Tensor mat2, Tensor[] scale_a, int[] recipe_a, int[] swizzle_a, Tensor[] scale_b, int[] recipe_b, int[] swizzle_b, Tensor? bias, ScalarType? out_dtype, int[] contraction_dim=[], bool use_fast_accum=False, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _scaledMmV2(Object... args) {
        return (Tensor) Dispatcher.call("aten::_scaled_mm_v2", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_shape_as_tensor} ({@code torch._shape_as_tensor}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_shape_as_tensor(Tensor self) -&gt; Tensor
     * </pre>
     */
    public Tensor _shapeAsTensor(Object... args) {
        return (Tensor) Dispatcher.call("aten::_shape_as_tensor", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_slow_conv2d_forward} ({@code torch._slow_conv2d_forward}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_slow_conv2d_forward(Tensor self, Tensor weight, SymInt[2] kernel_size, Tensor? bias, SymInt[2] stride, SymInt[2] padding) -&gt; Tensor
     * aten::_slow_conv2d_forward.output(Tensor self, Tensor weight, SymInt[2] kernel_size, Tensor? bias, SymInt[2] stride, SymInt[2] padding, *, Tensor(a!) output) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _slowConv2dForward(Object... args) {
        return (Tensor) Dispatcher.call("aten::_slow_conv2d_forward", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_sobol_engine_ff_} ({@code torch._sobol_engine_ff_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_sobol_engine_ff_(Tensor(a!) self, int n, Tensor sobolstate, int dimension, int num_generated) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _sobolEngineFfInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::_sobol_engine_ff_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_sobol_engine_initialize_state_} ({@code torch._sobol_engine_initialize_state_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_sobol_engine_initialize_state_(Tensor(a!) self, int dimension) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _sobolEngineInitializeStateInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::_sobol_engine_initialize_state_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_sobol_engine_scramble_} ({@code torch._sobol_engine_scramble_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_sobol_engine_scramble_(Tensor(a!) self, Tensor ltm, int dimension) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _sobolEngineScrambleInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::_sobol_engine_scramble_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_softmax} ({@code torch._softmax}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_softmax(Tensor self, int dim, bool half_to_float) -&gt; Tensor
     * aten::_softmax.out(Tensor self, int dim, bool half_to_float, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _softmax(Object... args) {
        return (Tensor) Dispatcher.call("aten::_softmax", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_sparse_addmm} ({@code torch._sparse_addmm}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_sparse_addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -&gt; Tensor
     * aten::_sparse_addmm.out(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _sparseAddmm(Object... args) {
        return (Tensor) Dispatcher.call("aten::_sparse_addmm", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_sparse_broadcast_to} ({@code torch._sparse_broadcast_to}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_sparse_broadcast_to(Tensor(a) self, int[] size) -&gt; Tensor(a)
     * </pre>
     */
    public Tensor _sparseBroadcastTo(Object... args) {
        return (Tensor) Dispatcher.call("aten::_sparse_broadcast_to", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_sparse_broadcast_to_copy} ({@code torch._sparse_broadcast_to_copy}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_sparse_broadcast_to_copy(Tensor self, int[] size) -&gt; Tensor
     * aten::_sparse_broadcast_to_copy.out(Tensor self, int[] size, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _sparseBroadcastToCopy(Object... args) {
        return (Tensor) Dispatcher.call("aten::_sparse_broadcast_to_copy", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_sparse_csr_prod} ({@code torch._sparse_csr_prod}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_sparse_csr_prod.dim_dtype(Tensor self, int[1] dim, bool keepdim=False, *, ScalarType? dtype=None) -&gt; Tensor
     * aten::_sparse_csr_prod.dim_dtype_out(Tensor self, int[1] dim, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _sparseCsrProd(Object... args) {
        return (Tensor) Dispatcher.call("aten::_sparse_csr_prod", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_sparse_csr_sum} ({@code torch._sparse_csr_sum}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_sparse_csr_sum.dim_dtype(Tensor self, int[1] dim, bool keepdim=False, *, ScalarType? dtype=None) -&gt; Tensor
     * aten::_sparse_csr_sum.dim_dtype_out(Tensor self, int[1] dim, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _sparseCsrSum(Object... args) {
        return (Tensor) Dispatcher.call("aten::_sparse_csr_sum", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_sparse_log_softmax} ({@code torch._sparse_log_softmax}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_sparse_log_softmax(Tensor self, int dim, bool half_to_float) -&gt; Tensor
     * aten::_sparse_log_softmax.int(Tensor self, int dim, ScalarType? dtype=None) -&gt; Tensor
     * aten::_sparse_log_softmax.out(Tensor self, int dim, bool half_to_float, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _sparseLogSoftmax(Object... args) {
        return (Tensor) Dispatcher.call("aten::_sparse_log_softmax", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_sparse_mask_projection} ({@code torch._sparse_mask_projection}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_sparse_mask_projection(Tensor self, Tensor mask, bool accumulate_matches=False) -&gt; Tensor
     * aten::_sparse_mask_projection.out(Tensor self, Tensor mask, bool accumulate_matches=False, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _sparseMaskProjection(Object... args) {
        return (Tensor) Dispatcher.call("aten::_sparse_mask_projection", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_sparse_mm_reduce_impl} ({@code torch._sparse_mm_reduce_impl}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_sparse_mm_reduce_impl(Tensor self, Tensor other, str reduce) -&gt; (Tensor, Tensor)
     * </pre>
     */
    public List<Tensor> _sparseMmReduceImpl(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::_sparse_mm_reduce_impl", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::_sparse_mm_reduce_impl_backward} ({@code torch._sparse_mm_reduce_impl_backward}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_sparse_mm_reduce_impl_backward(Tensor self, Tensor grad_out, Tensor weight, str reduce, Tensor arg_out, bool[2] output_mask) -&gt; (Tensor, Tensor)
     * </pre>
     */
    public List<Tensor> _sparseMmReduceImplBackward(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::_sparse_mm_reduce_impl_backward", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::_sparse_softmax} ({@code torch._sparse_softmax}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_sparse_softmax(Tensor self, int dim, bool half_to_float) -&gt; Tensor
     * aten::_sparse_softmax.int(Tensor self, int dim, ScalarType? dtype=None) -&gt; Tensor
     * aten::_sparse_softmax.out(Tensor self, int dim, bool half_to_float, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _sparseSoftmax(Object... args) {
        return (Tensor) Dispatcher.call("aten::_sparse_softmax", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_sparse_sparse_matmul} ({@code torch._sparse_sparse_matmul}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_sparse_sparse_matmul(Tensor self, Tensor other) -&gt; Tensor
     * aten::_sparse_sparse_matmul.out(Tensor self, Tensor other, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _sparseSparseMatmul(Object... args) {
        return (Tensor) Dispatcher.call("aten::_sparse_sparse_matmul", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_sparse_sum} ({@code torch._sparse_sum}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_sparse_sum(Tensor self) -&gt; Tensor
     * aten::_sparse_sum.dim(Tensor self, int[1] dim) -&gt; Tensor
     * aten::_sparse_sum.dim_dtype(Tensor self, int[1] dim, *, ScalarType dtype) -&gt; Tensor
     * aten::_sparse_sum.dim_out(Tensor self, int[1] dim, *, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::_sparse_sum.dtype(Tensor self, *, ScalarType dtype) -&gt; Tensor
     * </pre>
     */
    public Tensor _sparseSum(Object... args) {
        return (Tensor) Dispatcher.call("aten::_sparse_sum", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_standard_gamma} ({@code torch._standard_gamma}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_standard_gamma(Tensor self, Generator? generator=None) -&gt; Tensor
     * aten::_standard_gamma.out(Tensor self, Generator? generator=None, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _standardGamma(Object... args) {
        return (Tensor) Dispatcher.call("aten::_standard_gamma", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_standard_gamma_grad} ({@code torch._standard_gamma_grad}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_standard_gamma_grad(Tensor self, Tensor output) -&gt; Tensor
     * aten::_standard_gamma_grad.out(Tensor self, Tensor output, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _standardGammaGrad(Object... args) {
        return (Tensor) Dispatcher.call("aten::_standard_gamma_grad", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_test_autograd_multiple_dispatch} ({@code torch._test_autograd_multiple_dispatch}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_test_autograd_multiple_dispatch.fullcoverage(Tensor self) -&gt; Tensor
     * aten::_test_autograd_multiple_dispatch.fullcoverage_out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::_test_autograd_multiple_dispatch.ntonly(Tensor self, bool b) -&gt; Tensor
     * </pre>
     */
    public Tensor _testAutogradMultipleDispatch(Object... args) {
        return (Tensor) Dispatcher.call("aten::_test_autograd_multiple_dispatch", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_test_autograd_multiple_dispatch_view} ({@code torch._test_autograd_multiple_dispatch_view}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_test_autograd_multiple_dispatch_view(Tensor(a) self) -&gt; Tensor(a)
     * </pre>
     */
    public Tensor _testAutogradMultipleDispatchView(Object... args) {
        return (Tensor) Dispatcher.call("aten::_test_autograd_multiple_dispatch_view", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_test_autograd_multiple_dispatch_view_copy} ({@code torch._test_autograd_multiple_dispatch_view_copy}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_test_autograd_multiple_dispatch_view_copy(Tensor self) -&gt; Tensor
     * aten::_test_autograd_multiple_dispatch_view_copy.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _testAutogradMultipleDispatchViewCopy(Object... args) {
        return (Tensor) Dispatcher.call("aten::_test_autograd_multiple_dispatch_view_copy", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_test_check_tensor} ({@code torch._test_check_tensor}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_test_check_tensor(Tensor self) -&gt; Tensor
     * </pre>
     */
    public Tensor _testCheckTensor(Object... args) {
        return (Tensor) Dispatcher.call("aten::_test_check_tensor", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_test_functorch_fallback} ({@code torch._test_functorch_fallback}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_test_functorch_fallback(Tensor self, Tensor other) -&gt; Tensor
     * aten::_test_functorch_fallback.out(Tensor self, Tensor other, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _testFunctorchFallback(Object... args) {
        return (Tensor) Dispatcher.call("aten::_test_functorch_fallback", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_test_parallel_materialize} ({@code torch._test_parallel_materialize}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_test_parallel_materialize(Tensor self, int num_parallel, bool skip_first=False) -&gt; Tensor
     * </pre>
     */
    public Tensor _testParallelMaterialize(Object... args) {
        return (Tensor) Dispatcher.call("aten::_test_parallel_materialize", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_test_serialization_subcmul} ({@code torch._test_serialization_subcmul}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_test_serialization_subcmul(Tensor self, Tensor other, Scalar alpha=1) -&gt; Tensor
     * </pre>
     */
    public Tensor _testSerializationSubcmul(Object... args) {
        return (Tensor) Dispatcher.call("aten::_test_serialization_subcmul", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_test_warn_in_autograd} ({@code torch._test_warn_in_autograd}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_test_warn_in_autograd(Tensor self) -&gt; Tensor
     * aten::_test_warn_in_autograd.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _testWarnInAutograd(Object... args) {
        return (Tensor) Dispatcher.call("aten::_test_warn_in_autograd", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_to_copy} ({@code torch._to_copy}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_to_copy(Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, bool non_blocking=False, MemoryFormat? memory_format=None) -&gt; Tensor
     * aten::_to_copy.out(Tensor self, *, bool non_blocking=False, MemoryFormat? memory_format=None, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _toCopy(Object... args) {
        return (Tensor) Dispatcher.call("aten::_to_copy", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_to_dense} ({@code torch._to_dense}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_to_dense(Tensor self, ScalarType? dtype=None, bool? masked_grad=None) -&gt; Tensor
     * aten::_to_dense.out(Tensor self, ScalarType? dtype=None, bool? masked_grad=None, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _toDense(Object... args) {
        return (Tensor) Dispatcher.call("aten::_to_dense", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_to_sparse} ({@code torch._to_sparse}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_to_sparse(Tensor self, *, Layout? layout=None, int[2]? blocksize=None, int? dense_dim=None) -&gt; Tensor
     * aten::_to_sparse.out(Tensor self, *, Layout? layout=None, int[2]? blocksize=None, int? dense_dim=None, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::_to_sparse.sparse_dim(Tensor self, int sparse_dim) -&gt; Tensor
     * aten::_to_sparse.sparse_dim_out(Tensor self, int sparse_dim, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _toSparse(Object... args) {
        return (Tensor) Dispatcher.call("aten::_to_sparse", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_to_sparse_bsc} ({@code torch._to_sparse_bsc}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_to_sparse_bsc(Tensor self, int[2] blocksize, int? dense_dim=None) -&gt; Tensor
     * aten::_to_sparse_bsc.out(Tensor self, int[2] blocksize, int? dense_dim=None, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _toSparseBsc(Object... args) {
        return (Tensor) Dispatcher.call("aten::_to_sparse_bsc", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_to_sparse_bsr} ({@code torch._to_sparse_bsr}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_to_sparse_bsr(Tensor self, int[2] blocksize, int? dense_dim=None) -&gt; Tensor
     * aten::_to_sparse_bsr.out(Tensor self, int[2] blocksize, int? dense_dim=None, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _toSparseBsr(Object... args) {
        return (Tensor) Dispatcher.call("aten::_to_sparse_bsr", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_to_sparse_csc} ({@code torch._to_sparse_csc}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_to_sparse_csc(Tensor self, int? dense_dim=None) -&gt; Tensor
     * aten::_to_sparse_csc.out(Tensor self, int? dense_dim=None, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _toSparseCsc(Object... args) {
        return (Tensor) Dispatcher.call("aten::_to_sparse_csc", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_to_sparse_csr} ({@code torch._to_sparse_csr}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_to_sparse_csr(Tensor self, int? dense_dim=None) -&gt; Tensor
     * aten::_to_sparse_csr.out(Tensor self, int? dense_dim=None, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _toSparseCsr(Object... args) {
        return (Tensor) Dispatcher.call("aten::_to_sparse_csr", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_unique} ({@code torch._unique}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_unique(Tensor self, bool sorted=True, bool return_inverse=False) -&gt; (Tensor, Tensor)
     * aten::_unique.out(Tensor self, bool sorted=True, bool return_inverse=False, *, Tensor(a!) out0, Tensor(b!) out1) -&gt; (Tensor(a!), Tensor(b!))
     * </pre>
     */
    public List<Tensor> _unique(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::_unique", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::_unique2} ({@code torch._unique2}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_unique2(Tensor self, bool sorted=True, bool return_inverse=False, bool return_counts=False) -&gt; (Tensor, Tensor, Tensor)
     * aten::_unique2.out(Tensor self, bool sorted=True, bool return_inverse=False, bool return_counts=False, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -&gt; (Tensor(a!), Tensor(b!), Tensor(c!))
     * </pre>
     */
    public List<Tensor> _unique2(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::_unique2", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::_unsafe_index} ({@code torch._unsafe_index}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_unsafe_index.Tensor(Tensor self, Tensor?[] indices) -&gt; Tensor
     * </pre>
     */
    public Tensor _unsafeIndex(Object... args) {
        return (Tensor) Dispatcher.call("aten::_unsafe_index", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_unsafe_index_put} ({@code torch._unsafe_index_put}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_unsafe_index_put(Tensor self, Tensor?[] indices, Tensor values, bool accumulate=False) -&gt; Tensor
     * </pre>
     */
    public Tensor _unsafeIndexPut(Object... args) {
        return (Tensor) Dispatcher.call("aten::_unsafe_index_put", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_unsafe_masked_index} ({@code torch._unsafe_masked_index}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_unsafe_masked_index(Tensor self, Tensor mask, Tensor?[] indices, Scalar fill) -&gt; Tensor
     * </pre>
     */
    public Tensor _unsafeMaskedIndex(Object... args) {
        return (Tensor) Dispatcher.call("aten::_unsafe_masked_index", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_unsafe_masked_index_put_accumulate} ({@code torch._unsafe_masked_index_put_accumulate}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_unsafe_masked_index_put_accumulate(Tensor self, Tensor mask, Tensor?[] indices, Tensor values) -&gt; Tensor
     * </pre>
     */
    public Tensor _unsafeMaskedIndexPutAccumulate(Object... args) {
        return (Tensor) Dispatcher.call("aten::_unsafe_masked_index_put_accumulate", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_unsafe_view} ({@code torch._unsafe_view}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_unsafe_view(Tensor self, SymInt[] size) -&gt; Tensor
     * aten::_unsafe_view.out(Tensor self, SymInt[] size, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _unsafeView(Object... args) {
        return (Tensor) Dispatcher.call("aten::_unsafe_view", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_values} ({@code torch._values}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_values(Tensor(a) self) -&gt; Tensor(a)
     * </pre>
     */
    public Tensor _values(Object... args) {
        return (Tensor) Dispatcher.call("aten::_values", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_values_copy} ({@code torch._values_copy}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_values_copy(Tensor self) -&gt; Tensor
     * aten::_values_copy.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor _valuesCopy(Object... args) {
        return (Tensor) Dispatcher.call("aten::_values_copy", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_version} ({@code torch._version}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_version(Tensor self) -&gt; int
     * </pre>
     */
    public Object _version(Object... args) {
        return Dispatcher.call("aten::_version", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_weight_int4pack_mm} ({@code torch._weight_int4pack_mm}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_weight_int4pack_mm(Tensor self, Tensor mat2, int qGroupSize, Tensor qScaleAndZeros) -&gt; Tensor
     * </pre>
     */
    public Tensor _weightInt4packMm(Object... args) {
        return (Tensor) Dispatcher.call("aten::_weight_int4pack_mm", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_weight_int4pack_mm_for_cpu} ({@code torch._weight_int4pack_mm_for_cpu}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_weight_int4pack_mm_for_cpu(Tensor self, Tensor mat2, int qGroupSize, Tensor qScaleAndZeros) -&gt; Tensor
     * </pre>
     */
    public Tensor _weightInt4packMmForCpu(Object... args) {
        return (Tensor) Dispatcher.call("aten::_weight_int4pack_mm_for_cpu", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_weight_int4pack_mm_with_scales_and_zeros} ({@code torch._weight_int4pack_mm_with_scales_and_zeros}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_weight_int4pack_mm_with_scales_and_zeros(Tensor self, Tensor mat2, int qGroupSize, Tensor qScale, Tensor qZeros) -&gt; Tensor
     * </pre>
     */
    public Tensor _weightInt4packMmWithScalesAndZeros(Object... args) {
        return (Tensor) Dispatcher.call("aten::_weight_int4pack_mm_with_scales_and_zeros", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::_weight_int8pack_mm} ({@code torch._weight_int8pack_mm}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::_weight_int8pack_mm(Tensor self, Tensor mat2, Tensor scales) -&gt; Tensor
     * </pre>
     */
    public Tensor _weightInt8packMm(Object... args) {
        return (Tensor) Dispatcher.call("aten::_weight_int8pack_mm", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::abs_} ({@code torch.abs_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::abs_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor absInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::abs_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::absolute} ({@code torch.absolute}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::absolute(Tensor self) -&gt; Tensor
     * aten::absolute.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor absolute(Object... args) {
        return (Tensor) Dispatcher.call("aten::absolute", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::absolute_} ({@code torch.absolute_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::absolute_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor absoluteInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::absolute_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::acos} ({@code torch.acos}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::acos(Tensor self) -&gt; Tensor
     * aten::acos.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor acos(Object... args) {
        return (Tensor) Dispatcher.call("aten::acos", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::acos_} ({@code torch.acos_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::acos_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor acosInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::acos_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::acosh} ({@code torch.acosh}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::acosh(Tensor self) -&gt; Tensor
     * aten::acosh.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor acosh(Object... args) {
        return (Tensor) Dispatcher.call("aten::acosh", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::acosh_} ({@code torch.acosh_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::acosh_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor acoshInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::acosh_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::adaptive_avg_pool1d} ({@code torch.adaptive_avg_pool1d}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::adaptive_avg_pool1d(Tensor self, int[1] output_size) -&gt; Tensor
     * aten::adaptive_avg_pool1d.out(Tensor self, int[1] output_size, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor adaptiveAvgPool1d(Object... args) {
        return (Tensor) Dispatcher.call("aten::adaptive_avg_pool1d", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::adaptive_avg_pool2d} ({@code torch.adaptive_avg_pool2d}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::adaptive_avg_pool2d(Tensor self, SymInt[2] output_size) -&gt; Tensor
     * aten::adaptive_avg_pool2d.out(Tensor self, SymInt[2] output_size, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor adaptiveAvgPool2d(Object... args) {
        return (Tensor) Dispatcher.call("aten::adaptive_avg_pool2d", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::adaptive_avg_pool3d} ({@code torch.adaptive_avg_pool3d}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::adaptive_avg_pool3d(Tensor self, SymInt[3] output_size) -&gt; Tensor
     * aten::adaptive_avg_pool3d.out(Tensor self, SymInt[3] output_size, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor adaptiveAvgPool3d(Object... args) {
        return (Tensor) Dispatcher.call("aten::adaptive_avg_pool3d", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::adaptive_max_pool1d} ({@code torch.adaptive_max_pool1d}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::adaptive_max_pool1d(Tensor self, int[1] output_size) -&gt; (Tensor, Tensor)
     * </pre>
     */
    public List<Tensor> adaptiveMaxPool1d(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::adaptive_max_pool1d", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::adaptive_max_pool2d} ({@code torch.adaptive_max_pool2d}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::adaptive_max_pool2d(Tensor self, int[2] output_size) -&gt; (Tensor, Tensor)
     * aten::adaptive_max_pool2d.out(Tensor self, int[2] output_size, *, Tensor(a!) out, Tensor(b!) indices) -&gt; (Tensor(a!), Tensor(b!))
     * </pre>
     */
    public List<Tensor> adaptiveMaxPool2d(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::adaptive_max_pool2d", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::adaptive_max_pool3d} ({@code torch.adaptive_max_pool3d}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::adaptive_max_pool3d(Tensor self, int[3] output_size) -&gt; (Tensor, Tensor)
     * aten::adaptive_max_pool3d.out(Tensor self, int[3] output_size, *, Tensor(a!) out, Tensor(b!) indices) -&gt; (Tensor(a!), Tensor(b!))
     * </pre>
     */
    public List<Tensor> adaptiveMaxPool3d(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::adaptive_max_pool3d", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::add_} ({@code torch.add_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::add_.Scalar(Tensor(a!) self, Scalar other, Scalar alpha=1) -&gt; Tensor(a!)
     * aten::add_.Tensor(Tensor(a!) self, Tensor other, *, Scalar alpha=1) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor addInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::add_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::addbmm} ({@code torch.addbmm}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::addbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -&gt; Tensor
     * aten::addbmm.out(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor addbmm(Object... args) {
        return (Tensor) Dispatcher.call("aten::addbmm", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::addbmm_} ({@code torch.addbmm_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::addbmm_(Tensor(a!) self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor addbmmInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::addbmm_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::addcdiv} ({@code torch.addcdiv}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::addcdiv(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -&gt; Tensor
     * aten::addcdiv.out(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor addcdiv(Object... args) {
        return (Tensor) Dispatcher.call("aten::addcdiv", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::addcdiv_} ({@code torch.addcdiv_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::addcdiv_(Tensor(a!) self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor addcdivInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::addcdiv_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::addcmul} ({@code torch.addcmul}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::addcmul(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -&gt; Tensor
     * aten::addcmul.out(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor addcmul(Object... args) {
        return (Tensor) Dispatcher.call("aten::addcmul", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::addcmul_} ({@code torch.addcmul_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::addcmul_(Tensor(a!) self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor addcmulInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::addcmul_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::addmm} ({@code torch.addmm}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -&gt; Tensor
     * aten::addmm.dtype(Tensor self, Tensor mat1, Tensor mat2, ScalarType out_dtype, *, Scalar beta=1, Scalar alpha=1) -&gt; Tensor
     * aten::addmm.dtype_out(Tensor self, Tensor mat1, Tensor mat2, ScalarType out_dtype, *, Scalar beta=1, Scalar alpha=1, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::addmm.out(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor addmm(Object... args) {
        return (Tensor) Dispatcher.call("aten::addmm", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::addmm_} ({@code torch.addmm_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::addmm_(Tensor(a!) self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor addmmInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::addmm_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::addmv} ({@code torch.addmv}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::addmv(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -&gt; Tensor
     * aten::addmv.out(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor addmv(Object... args) {
        return (Tensor) Dispatcher.call("aten::addmv", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::addmv_} ({@code torch.addmv_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::addmv_(Tensor(a!) self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor addmvInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::addmv_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::addr} ({@code torch.addr}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::addr(Tensor self, Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1) -&gt; Tensor
     * aten::addr.out(Tensor self, Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor addr(Object... args) {
        return (Tensor) Dispatcher.call("aten::addr", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::addr_} ({@code torch.addr_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::addr_(Tensor(a!) self, Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor addrInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::addr_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::adjoint} ({@code torch.adjoint}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::adjoint(Tensor(a) self) -&gt; Tensor(a)
     * </pre>
     */
    public Tensor adjoint(Object... args) {
        return (Tensor) Dispatcher.call("aten::adjoint", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::alias} ({@code torch.alias}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::alias(Tensor(a) self) -&gt; Tensor(a)
     * </pre>
     */
    public Tensor alias(Object... args) {
        return (Tensor) Dispatcher.call("aten::alias", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::alias_copy} ({@code torch.alias_copy}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::alias_copy(Tensor self) -&gt; Tensor
     * aten::alias_copy.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor aliasCopy(Object... args) {
        return (Tensor) Dispatcher.call("aten::alias_copy", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::all} ({@code torch.all}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::all(Tensor self) -&gt; Tensor
     * aten::all.all_out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::all.dim(Tensor self, int dim, bool keepdim=False) -&gt; Tensor
     * aten::all.dims(Tensor self, int[]? dim=None, bool keepdim=False) -&gt; Tensor
     * aten::all.dims_out(Tensor self, int[]? dim=None, bool keepdim=False, *, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::all.out(Tensor self, int dim, bool keepdim=False, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor all(Object... args) {
        return (Tensor) Dispatcher.call("aten::all", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::allclose} ({@code torch.allclose}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::allclose(Tensor self, Tensor other, float rtol=1.0000000000000001e-05, float atol=1e-08, bool equal_nan=False) -&gt; bool
     * </pre>
     */
    public Object allclose(Object... args) {
        return Dispatcher.call("aten::allclose", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::alpha_dropout_} ({@code torch.alpha_dropout_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::alpha_dropout_(Tensor(a!) self, float p, bool train) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor alphaDropoutInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::alpha_dropout_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::amax} ({@code torch.amax}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::amax(Tensor self, int[1] dim=[], bool keepdim=False) -&gt; Tensor
     * aten::amax.out(Tensor self, int[1] dim=[], bool keepdim=False, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor amax(Object... args) {
        return (Tensor) Dispatcher.call("aten::amax", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::amin} ({@code torch.amin}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::amin(Tensor self, int[1] dim=[], bool keepdim=False) -&gt; Tensor
     * aten::amin.out(Tensor self, int[1] dim=[], bool keepdim=False, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor amin(Object... args) {
        return (Tensor) Dispatcher.call("aten::amin", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::aminmax} ({@code torch.aminmax}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::aminmax(Tensor self, *, int? dim=None, bool keepdim=False) -&gt; (Tensor min, Tensor max)
     * aten::aminmax.out(Tensor self, *, int? dim=None, bool keepdim=False, Tensor(a!) min, Tensor(b!) max) -&gt; (Tensor(a!) min, Tensor(b!) max)
     * </pre>
     */
    public List<Tensor> aminmax(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::aminmax", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::angle} ({@code torch.angle}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::angle(Tensor self) -&gt; Tensor
     * aten::angle.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor angle(Object... args) {
        return (Tensor) Dispatcher.call("aten::angle", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::any} ({@code torch.any}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::any(Tensor self) -&gt; Tensor
     * aten::any.all_out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::any.dim(Tensor self, int dim, bool keepdim=False) -&gt; Tensor
     * aten::any.dims(Tensor self, int[]? dim=None, bool keepdim=False) -&gt; Tensor
     * aten::any.dims_out(Tensor self, int[]? dim=None, bool keepdim=False, *, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::any.out(Tensor self, int dim, bool keepdim=False, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor any(Object... args) {
        return (Tensor) Dispatcher.call("aten::any", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::arccos} ({@code torch.arccos}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::arccos(Tensor self) -&gt; Tensor
     * aten::arccos.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor arccos(Object... args) {
        return (Tensor) Dispatcher.call("aten::arccos", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::arccos_} ({@code torch.arccos_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::arccos_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor arccosInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::arccos_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::arccosh} ({@code torch.arccosh}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::arccosh(Tensor self) -&gt; Tensor
     * aten::arccosh.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor arccosh(Object... args) {
        return (Tensor) Dispatcher.call("aten::arccosh", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::arccosh_} ({@code torch.arccosh_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::arccosh_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor arccoshInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::arccosh_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::arcsin} ({@code torch.arcsin}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::arcsin(Tensor self) -&gt; Tensor
     * aten::arcsin.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor arcsin(Object... args) {
        return (Tensor) Dispatcher.call("aten::arcsin", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::arcsin_} ({@code torch.arcsin_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::arcsin_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor arcsinInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::arcsin_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::arcsinh} ({@code torch.arcsinh}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::arcsinh(Tensor self) -&gt; Tensor
     * aten::arcsinh.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor arcsinh(Object... args) {
        return (Tensor) Dispatcher.call("aten::arcsinh", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::arcsinh_} ({@code torch.arcsinh_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::arcsinh_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor arcsinhInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::arcsinh_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::arctan} ({@code torch.arctan}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::arctan(Tensor self) -&gt; Tensor
     * aten::arctan.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor arctan(Object... args) {
        return (Tensor) Dispatcher.call("aten::arctan", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::arctan2} ({@code torch.arctan2}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::arctan2(Tensor self, Tensor other) -&gt; Tensor
     * aten::arctan2.out(Tensor self, Tensor other, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor arctan2(Object... args) {
        return (Tensor) Dispatcher.call("aten::arctan2", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::arctan2_} ({@code torch.arctan2_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::arctan2_(Tensor(a!) self, Tensor other) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor arctan2InPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::arctan2_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::arctan_} ({@code torch.arctan_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::arctan_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor arctanInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::arctan_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::arctanh} ({@code torch.arctanh}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::arctanh(Tensor self) -&gt; Tensor
     * aten::arctanh.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor arctanh(Object... args) {
        return (Tensor) Dispatcher.call("aten::arctanh", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::arctanh_} ({@code torch.arctanh_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::arctanh_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor arctanhInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::arctanh_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::argsort} ({@code torch.argsort}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::argsort(Tensor self, int dim=-1, bool descending=False) -&gt; Tensor
     * aten::argsort.stable(Tensor self, *, bool stable, int dim=-1, bool descending=False) -&gt; Tensor
     * aten::argsort.stable_out(Tensor self, *, bool stable, int dim=-1, bool descending=False, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor argsort(Object... args) {
        return (Tensor) Dispatcher.call("aten::argsort", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::argwhere} ({@code torch.argwhere}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::argwhere(Tensor self) -&gt; Tensor
     * </pre>
     */
    public Tensor argwhere(Object... args) {
        return (Tensor) Dispatcher.call("aten::argwhere", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::as_strided} ({@code torch.as_strided}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::as_strided(Tensor(a) self, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -&gt; Tensor(a)
     * </pre>
     */
    public Tensor asStrided(Object... args) {
        return (Tensor) Dispatcher.call("aten::as_strided", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::as_strided_} ({@code torch.as_strided_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::as_strided_(Tensor(a!) self, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor asStridedInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::as_strided_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::as_strided_copy} ({@code torch.as_strided_copy}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::as_strided_copy(Tensor self, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -&gt; Tensor
     * aten::as_strided_copy.out(Tensor self, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor asStridedCopy(Object... args) {
        return (Tensor) Dispatcher.call("aten::as_strided_copy", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::as_strided_scatter} ({@code torch.as_strided_scatter}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::as_strided_scatter(Tensor self, Tensor src, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -&gt; Tensor
     * aten::as_strided_scatter.out(Tensor self, Tensor src, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor asStridedScatter(Object... args) {
        return (Tensor) Dispatcher.call("aten::as_strided_scatter", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::asin} ({@code torch.asin}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::asin(Tensor self) -&gt; Tensor
     * aten::asin.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor asin(Object... args) {
        return (Tensor) Dispatcher.call("aten::asin", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::asin_} ({@code torch.asin_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::asin_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor asinInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::asin_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::asinh} ({@code torch.asinh}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::asinh(Tensor self) -&gt; Tensor
     * aten::asinh.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor asinh(Object... args) {
        return (Tensor) Dispatcher.call("aten::asinh", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::asinh_} ({@code torch.asinh_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::asinh_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor asinhInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::asinh_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::atan} ({@code torch.atan}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::atan(Tensor self) -&gt; Tensor
     * aten::atan.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor atan(Object... args) {
        return (Tensor) Dispatcher.call("aten::atan", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::atan2} ({@code torch.atan2}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::atan2(Tensor self, Tensor other) -&gt; Tensor
     * aten::atan2.out(Tensor self, Tensor other, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor atan2(Object... args) {
        return (Tensor) Dispatcher.call("aten::atan2", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::atan2_} ({@code torch.atan2_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::atan2_(Tensor(a!) self, Tensor other) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor atan2InPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::atan2_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::atan_} ({@code torch.atan_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::atan_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor atanInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::atan_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::atanh} ({@code torch.atanh}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::atanh(Tensor self) -&gt; Tensor
     * aten::atanh.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor atanh(Object... args) {
        return (Tensor) Dispatcher.call("aten::atanh", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::atanh_} ({@code torch.atanh_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::atanh_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor atanhInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::atanh_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::avg_pool1d} ({@code torch.avg_pool1d}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::avg_pool1d(Tensor self, int[1] kernel_size, int[1] stride=[], int[1] padding=[0], bool ceil_mode=False, bool count_include_pad=True) -&gt; Tensor
     * aten::avg_pool1d.out(Tensor self, int[1] kernel_size, int[1] stride=[], int[1] padding=[0], bool ceil_mode=False, bool count_include_pad=True, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor avgPool1d(Object... args) {
        return (Tensor) Dispatcher.call("aten::avg_pool1d", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::avg_pool2d} ({@code torch.avg_pool2d}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::avg_pool2d(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, bool ceil_mode=False, bool count_include_pad=True, int? divisor_override=None) -&gt; Tensor
     * aten::avg_pool2d.out(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, bool ceil_mode=False, bool count_include_pad=True, int? divisor_override=None, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor avgPool2d(Object... args) {
        return (Tensor) Dispatcher.call("aten::avg_pool2d", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::avg_pool3d} ({@code torch.avg_pool3d}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::avg_pool3d(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] padding=0, bool ceil_mode=False, bool count_include_pad=True, int? divisor_override=None) -&gt; Tensor
     * aten::avg_pool3d.out(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] padding=0, bool ceil_mode=False, bool count_include_pad=True, int? divisor_override=None, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor avgPool3d(Object... args) {
        return (Tensor) Dispatcher.call("aten::avg_pool3d", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::baddbmm} ({@code torch.baddbmm}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::baddbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -&gt; Tensor
     * aten::baddbmm.dtype(Tensor self, Tensor batch1, Tensor batch2, ScalarType out_dtype, *, Scalar beta=1, Scalar alpha=1) -&gt; Tensor
     * aten::baddbmm.dtype_out(Tensor self, Tensor batch1, Tensor batch2, ScalarType out_dtype, *, Scalar beta=1, Scalar alpha=1, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::baddbmm.out(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor baddbmm(Object... args) {
        return (Tensor) Dispatcher.call("aten::baddbmm", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::baddbmm_} ({@code torch.baddbmm_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::baddbmm_(Tensor(a!) self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor baddbmmInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::baddbmm_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::bernoulli} ({@code torch.bernoulli}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::bernoulli(Tensor self, *, Generator? generator=None) -&gt; Tensor
     * aten::bernoulli.Tensor(Tensor self, Tensor p, *, Generator? generator=None) -&gt; Tensor
     * aten::bernoulli.Tensor_out(Tensor self, Tensor p, *, Generator? generator=None, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::bernoulli.float_out(Tensor self, float p=0.5, *, Generator? generator=None, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::bernoulli.out(Tensor self, *, Generator? generator=None, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::bernoulli.p(Tensor self, float p, *, Generator? generator=None) -&gt; Tensor
     * </pre>
     */
    public Tensor bernoulli(Object... args) {
        return (Tensor) Dispatcher.call("aten::bernoulli", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::bernoulli_} ({@code torch.bernoulli_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::bernoulli_.Tensor(Tensor(a!) self, Tensor p, *, Generator? generator=None) -&gt; Tensor(a!)
     * aten::bernoulli_.float(Tensor(a!) self, float p=0.5, *, Generator? generator=None) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor bernoulliInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::bernoulli_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::binary_cross_entropy} ({@code torch.binary_cross_entropy}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::binary_cross_entropy(Tensor self, Tensor target, Tensor? weight=None, int reduction=1) -&gt; Tensor
     * aten::binary_cross_entropy.out(Tensor self, Tensor target, Tensor? weight=None, int reduction=1, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor binaryCrossEntropy(Object... args) {
        return (Tensor) Dispatcher.call("aten::binary_cross_entropy", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::bincount} ({@code torch.bincount}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::bincount(Tensor self, Tensor? weights=None, SymInt minlength=0) -&gt; Tensor
     * aten::bincount.out(Tensor self, Tensor? weights=None, SymInt minlength=0, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor bincount(Object... args) {
        return (Tensor) Dispatcher.call("aten::bincount", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::bitwise_and_} ({@code torch.bitwise_and_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::bitwise_and_.Scalar(Tensor(a!) self, Scalar other) -&gt; Tensor(a!)
     * aten::bitwise_and_.Tensor(Tensor(a!) self, Tensor other) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor bitwiseAndInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::bitwise_and_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::bitwise_left_shift_} ({@code torch.bitwise_left_shift_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::bitwise_left_shift_.Tensor(Tensor(a!) self, Tensor other) -&gt; Tensor(a!)
     * aten::bitwise_left_shift_.Tensor_Scalar(Tensor(a!) self, Scalar other) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor bitwiseLeftShiftInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::bitwise_left_shift_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::bitwise_not} ({@code torch.bitwise_not}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::bitwise_not(Tensor self) -&gt; Tensor
     * aten::bitwise_not.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor bitwiseNot(Object... args) {
        return (Tensor) Dispatcher.call("aten::bitwise_not", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::bitwise_not_} ({@code torch.bitwise_not_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::bitwise_not_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor bitwiseNotInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::bitwise_not_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::bitwise_or_} ({@code torch.bitwise_or_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::bitwise_or_.Scalar(Tensor(a!) self, Scalar other) -&gt; Tensor(a!)
     * aten::bitwise_or_.Tensor(Tensor(a!) self, Tensor other) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor bitwiseOrInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::bitwise_or_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::bitwise_right_shift_} ({@code torch.bitwise_right_shift_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::bitwise_right_shift_.Tensor(Tensor(a!) self, Tensor other) -&gt; Tensor(a!)
     * aten::bitwise_right_shift_.Tensor_Scalar(Tensor(a!) self, Scalar other) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor bitwiseRightShiftInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::bitwise_right_shift_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::bitwise_xor_} ({@code torch.bitwise_xor_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::bitwise_xor_.Scalar(Tensor(a!) self, Scalar other) -&gt; Tensor(a!)
     * aten::bitwise_xor_.Tensor(Tensor(a!) self, Tensor other) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor bitwiseXorInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::bitwise_xor_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::broadcast_to} ({@code torch.broadcast_to}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::broadcast_to(Tensor(a) self, SymInt[] size) -&gt; Tensor(a)
     * </pre>
     */
    public Tensor broadcastTo(Object... args) {
        return (Tensor) Dispatcher.call("aten::broadcast_to", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::cauchy} ({@code torch.cauchy}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::cauchy(Tensor self, float median=0., float sigma=1., *, Generator? generator=None) -&gt; Tensor
     * aten::cauchy.out(Tensor self, float median=0., float sigma=1., *, Generator? generator=None, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor cauchy(Object... args) {
        return (Tensor) Dispatcher.call("aten::cauchy", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::cauchy_} ({@code torch.cauchy_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::cauchy_(Tensor(a!) self, float median=0., float sigma=1., *, Generator? generator=None) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor cauchyInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::cauchy_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::ccol_indices} ({@code torch.ccol_indices}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::ccol_indices(Tensor(a) self) -&gt; Tensor(a)
     * </pre>
     */
    public Tensor ccolIndices(Object... args) {
        return (Tensor) Dispatcher.call("aten::ccol_indices", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::ccol_indices_copy} ({@code torch.ccol_indices_copy}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::ccol_indices_copy(Tensor self) -&gt; Tensor
     * aten::ccol_indices_copy.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor ccolIndicesCopy(Object... args) {
        return (Tensor) Dispatcher.call("aten::ccol_indices_copy", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::ceil} ({@code torch.ceil}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::ceil(Tensor self) -&gt; Tensor
     * aten::ceil.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor ceil(Object... args) {
        return (Tensor) Dispatcher.call("aten::ceil", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::ceil_} ({@code torch.ceil_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::ceil_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor ceilInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::ceil_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::celu} ({@code torch.celu}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::celu(Tensor self, Scalar alpha=1.) -&gt; Tensor
     * aten::celu.out(Tensor self, Scalar alpha=1., *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor celu(Object... args) {
        return (Tensor) Dispatcher.call("aten::celu", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::celu_} ({@code torch.celu_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::celu_(Tensor(a!) self, Scalar alpha=1.) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor celuInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::celu_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::chalf} ({@code torch.chalf}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::chalf(Tensor self, *, MemoryFormat? memory_format=None) -&gt; Tensor
     * </pre>
     */
    public Tensor chalf(Object... args) {
        return (Tensor) Dispatcher.call("aten::chalf", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::channel_shuffle} ({@code torch.channel_shuffle}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::channel_shuffle(Tensor self, SymInt groups) -&gt; Tensor
     * aten::channel_shuffle.out(Tensor self, SymInt groups, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor channelShuffle(Object... args) {
        return (Tensor) Dispatcher.call("aten::channel_shuffle", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::cholesky} ({@code torch.cholesky}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::cholesky(Tensor self, bool upper=False) -&gt; Tensor
     * aten::cholesky.out(Tensor self, bool upper=False, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor cholesky(Object... args) {
        return (Tensor) Dispatcher.call("aten::cholesky", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::cholesky_inverse} ({@code torch.cholesky_inverse}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::cholesky_inverse(Tensor self, bool upper=False) -&gt; Tensor
     * aten::cholesky_inverse.out(Tensor self, bool upper=False, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor choleskyInverse(Object... args) {
        return (Tensor) Dispatcher.call("aten::cholesky_inverse", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::cholesky_solve} ({@code torch.cholesky_solve}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::cholesky_solve(Tensor self, Tensor input2, bool upper=False) -&gt; Tensor
     * aten::cholesky_solve.out(Tensor self, Tensor input2, bool upper=False, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor choleskySolve(Object... args) {
        return (Tensor) Dispatcher.call("aten::cholesky_solve", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::chunk} ({@code torch.chunk}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::chunk(Tensor(a -&gt; *) self, int chunks, int dim=0) -&gt; Tensor(a)[]
     * </pre>
     */
    public List<Tensor> chunk(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::chunk", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::clamp_} ({@code torch.clamp_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::clamp_(Tensor(a!) self, Scalar? min=None, Scalar? max=None) -&gt; Tensor(a!)
     * aten::clamp_.Tensor(Tensor(a!) self, Tensor? min=None, Tensor? max=None) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor clampInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::clamp_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::clamp_max} ({@code torch.clamp_max}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::clamp_max(Tensor self, Scalar max) -&gt; Tensor
     * aten::clamp_max.Tensor(Tensor self, Tensor max) -&gt; Tensor
     * aten::clamp_max.Tensor_out(Tensor self, Tensor max, *, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::clamp_max.out(Tensor self, Scalar max, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor clampMax(Object... args) {
        return (Tensor) Dispatcher.call("aten::clamp_max", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::clamp_max_} ({@code torch.clamp_max_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::clamp_max_(Tensor(a!) self, Scalar max) -&gt; Tensor(a!)
     * aten::clamp_max_.Tensor(Tensor(a!) self, Tensor max) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor clampMaxInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::clamp_max_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::clamp_min} ({@code torch.clamp_min}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::clamp_min(Tensor self, Scalar min) -&gt; Tensor
     * aten::clamp_min.Tensor(Tensor self, Tensor min) -&gt; Tensor
     * aten::clamp_min.Tensor_out(Tensor self, Tensor min, *, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::clamp_min.out(Tensor self, Scalar min, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor clampMin(Object... args) {
        return (Tensor) Dispatcher.call("aten::clamp_min", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::clamp_min_} ({@code torch.clamp_min_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::clamp_min_(Tensor(a!) self, Scalar min) -&gt; Tensor(a!)
     * aten::clamp_min_.Tensor(Tensor(a!) self, Tensor min) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor clampMinInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::clamp_min_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::clip} ({@code torch.clip}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::clip(Tensor self, Scalar? min=None, Scalar? max=None) -&gt; Tensor
     * aten::clip.Tensor(Tensor self, Tensor? min=None, Tensor? max=None) -&gt; Tensor
     * aten::clip.Tensor_out(Tensor self, Tensor? min=None, Tensor? max=None, *, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::clip.out(Tensor self, Scalar? min=None, Scalar? max=None, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor clip(Object... args) {
        return (Tensor) Dispatcher.call("aten::clip", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::clip_} ({@code torch.clip_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::clip_(Tensor(a!) self, Scalar? min=None, Scalar? max=None) -&gt; Tensor(a!)
     * aten::clip_.Tensor(Tensor(a!) self, Tensor? min=None, Tensor? max=None) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor clipInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::clip_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::coalesce} ({@code torch.coalesce}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::coalesce(Tensor(a) self) -&gt; Tensor(a)
     * </pre>
     */
    public Tensor coalesce(Object... args) {
        return (Tensor) Dispatcher.call("aten::coalesce", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::col2im} ({@code torch.col2im}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::col2im(Tensor self, SymInt[2] output_size, int[2] kernel_size, int[2] dilation, int[2] padding, int[2] stride) -&gt; Tensor
     * aten::col2im.out(Tensor self, SymInt[2] output_size, int[2] kernel_size, int[2] dilation, int[2] padding, int[2] stride, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor col2im(Object... args) {
        return (Tensor) Dispatcher.call("aten::col2im", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::col_indices} ({@code torch.col_indices}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::col_indices(Tensor(a) self) -&gt; Tensor(a)
     * </pre>
     */
    public Tensor colIndices(Object... args) {
        return (Tensor) Dispatcher.call("aten::col_indices", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::col_indices_copy} ({@code torch.col_indices_copy}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::col_indices_copy(Tensor self) -&gt; Tensor
     * aten::col_indices_copy.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor colIndicesCopy(Object... args) {
        return (Tensor) Dispatcher.call("aten::col_indices_copy", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::combinations} ({@code torch.combinations}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::combinations(Tensor self, int r=2, bool with_replacement=False) -&gt; Tensor
     * </pre>
     */
    public Tensor combinations(Object... args) {
        return (Tensor) Dispatcher.call("aten::combinations", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::conj} ({@code torch.conj}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::conj(Tensor(a) self) -&gt; Tensor(a)
     * </pre>
     */
    public Tensor conj(Object... args) {
        return (Tensor) Dispatcher.call("aten::conj", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::conj_physical} ({@code torch.conj_physical}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::conj_physical(Tensor self) -&gt; Tensor
     * aten::conj_physical.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor conjPhysical(Object... args) {
        return (Tensor) Dispatcher.call("aten::conj_physical", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::conj_physical_} ({@code torch.conj_physical_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::conj_physical_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor conjPhysicalInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::conj_physical_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::constant_pad_nd} ({@code torch.constant_pad_nd}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::constant_pad_nd(Tensor self, SymInt[] pad, Scalar value=0) -&gt; Tensor
     * aten::constant_pad_nd.out(Tensor self, SymInt[] pad, Scalar value=0, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor constantPadNd(Object... args) {
        return (Tensor) Dispatcher.call("aten::constant_pad_nd", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::conv_depthwise3d} ({@code torch.conv_depthwise3d}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::conv_depthwise3d(Tensor self, Tensor weight, SymInt[3] kernel_size, Tensor? bias, SymInt[3] stride, SymInt[3] padding, SymInt[3] dilation) -&gt; Tensor
     * aten::conv_depthwise3d.out(Tensor self, Tensor weight, SymInt[3] kernel_size, Tensor? bias, SymInt[3] stride, SymInt[3] padding, SymInt[3] dilation, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor convDepthwise3d(Object... args) {
        return (Tensor) Dispatcher.call("aten::conv_depthwise3d", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::conv_tbc} ({@code torch.conv_tbc}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::conv_tbc(Tensor self, Tensor weight, Tensor bias, int pad=0) -&gt; Tensor
     * aten::conv_tbc.out(Tensor self, Tensor weight, Tensor bias, int pad=0, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor convTbc(Object... args) {
        return (Tensor) Dispatcher.call("aten::conv_tbc", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::conv_tbc_backward} ({@code torch.conv_tbc_backward}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::conv_tbc_backward(Tensor self, Tensor input, Tensor weight, Tensor bias, int pad) -&gt; (Tensor, Tensor, Tensor)
     * </pre>
     */
    public List<Tensor> convTbcBackward(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::conv_tbc_backward", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::copy} ({@code torch.copy}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::copy(Tensor self, Tensor src, bool non_blocking=False) -&gt; Tensor
     * aten::copy.out(Tensor self, Tensor src, bool non_blocking=False, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor copy(Object... args) {
        return (Tensor) Dispatcher.call("aten::copy", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::copy_sparse_to_sparse} ({@code torch.copy_sparse_to_sparse}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::copy_sparse_to_sparse(Tensor self, Tensor src, bool non_blocking=False) -&gt; Tensor
     * aten::copy_sparse_to_sparse.out(Tensor self, Tensor src, bool non_blocking=False, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor copySparseToSparse(Object... args) {
        return (Tensor) Dispatcher.call("aten::copy_sparse_to_sparse", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::copy_sparse_to_sparse_} ({@code torch.copy_sparse_to_sparse_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::copy_sparse_to_sparse_(Tensor(a!) self, Tensor src, bool non_blocking=False) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor copySparseToSparseInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::copy_sparse_to_sparse_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::copysign} ({@code torch.copysign}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::copysign.Scalar(Tensor self, Scalar other) -&gt; Tensor
     * aten::copysign.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::copysign.Tensor(Tensor self, Tensor other) -&gt; Tensor
     * aten::copysign.out(Tensor self, Tensor other, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor copysign(Object... args) {
        return (Tensor) Dispatcher.call("aten::copysign", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::copysign_} ({@code torch.copysign_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::copysign_.Scalar(Tensor(a!) self, Scalar other) -&gt; Tensor(a!)
     * aten::copysign_.Tensor(Tensor(a!) self, Tensor other) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor copysignInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::copysign_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::corrcoef} ({@code torch.corrcoef}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::corrcoef(Tensor self) -&gt; Tensor
     * </pre>
     */
    public Tensor corrcoef(Object... args) {
        return (Tensor) Dispatcher.call("aten::corrcoef", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::cos} ({@code torch.cos}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::cos(Tensor self) -&gt; Tensor
     * aten::cos.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor cos(Object... args) {
        return (Tensor) Dispatcher.call("aten::cos", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::cos_} ({@code torch.cos_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::cos_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor cosInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::cos_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::cosh} ({@code torch.cosh}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::cosh(Tensor self) -&gt; Tensor
     * aten::cosh.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor cosh(Object... args) {
        return (Tensor) Dispatcher.call("aten::cosh", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::cosh_} ({@code torch.cosh_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::cosh_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor coshInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::cosh_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::count_nonzero} ({@code torch.count_nonzero}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::count_nonzero(Tensor self, int? dim=None) -&gt; Tensor
     * aten::count_nonzero.dim_IntList(Tensor self, int[] dim) -&gt; Tensor
     * aten::count_nonzero.dim_IntList_out(Tensor self, int[] dim, *, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::count_nonzero.out(Tensor self, int? dim=None, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor countNonzero(Object... args) {
        return (Tensor) Dispatcher.call("aten::count_nonzero", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::cov} ({@code torch.cov}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::cov(Tensor self, *, int correction=1, Tensor? fweights=None, Tensor? aweights=None) -&gt; Tensor
     * </pre>
     */
    public Tensor cov(Object... args) {
        return (Tensor) Dispatcher.call("aten::cov", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::cross} ({@code torch.cross}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::cross(Tensor self, Tensor other, int? dim=None) -&gt; Tensor
     * aten::cross.out(Tensor self, Tensor other, int? dim=None, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor cross(Object... args) {
        return (Tensor) Dispatcher.call("aten::cross", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::cross_entropy_loss} ({@code torch.cross_entropy_loss}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::cross_entropy_loss(Tensor self, Tensor target, Tensor? weight=None, int reduction=1, SymInt ignore_index=-100, float label_smoothing=0.) -&gt; Tensor
     * </pre>
     */
    public Tensor crossEntropyLoss(Object... args) {
        return (Tensor) Dispatcher.call("aten::cross_entropy_loss", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::crow_indices} ({@code torch.crow_indices}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::crow_indices(Tensor(a) self) -&gt; Tensor(a)
     * </pre>
     */
    public Tensor crowIndices(Object... args) {
        return (Tensor) Dispatcher.call("aten::crow_indices", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::crow_indices_copy} ({@code torch.crow_indices_copy}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::crow_indices_copy(Tensor self) -&gt; Tensor
     * aten::crow_indices_copy.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor crowIndicesCopy(Object... args) {
        return (Tensor) Dispatcher.call("aten::crow_indices_copy", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::cudnn_convolution} ({@code torch.cudnn_convolution}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::cudnn_convolution(Tensor self, Tensor weight, SymInt[] padding, SymInt[] stride, SymInt[] dilation, SymInt groups, bool benchmark, bool deterministic, bool allow_tf32) -&gt; Tensor
     * aten::cudnn_convolution.out(Tensor self, Tensor weight, SymInt[] padding, SymInt[] stride, SymInt[] dilation, SymInt groups, bool benchmark, bool deterministic, bool allow_tf32, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor cudnnConvolution(Object... args) {
        return (Tensor) Dispatcher.call("aten::cudnn_convolution", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::cudnn_convolution_add_relu} ({@code torch.cudnn_convolution_add_relu}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::cudnn_convolution_add_relu(Tensor self, Tensor weight, Tensor z, Scalar? alpha, Tensor? bias, SymInt[] stride, SymInt[] padding, SymInt[] dilation, SymInt groups) -&gt; Tensor
     * aten::cudnn_convolution_add_relu.out(Tensor self, Tensor weight, Tensor z, Scalar? alpha, Tensor? bias, SymInt[] stride, SymInt[] padding, SymInt[] dilation, SymInt groups, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor cudnnConvolutionAddRelu(Object... args) {
        return (Tensor) Dispatcher.call("aten::cudnn_convolution_add_relu", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::cudnn_convolution_relu} ({@code torch.cudnn_convolution_relu}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::cudnn_convolution_relu(Tensor self, Tensor weight, Tensor? bias, SymInt[] stride, SymInt[] padding, SymInt[] dilation, SymInt groups) -&gt; Tensor
     * aten::cudnn_convolution_relu.out(Tensor self, Tensor weight, Tensor? bias, SymInt[] stride, SymInt[] padding, SymInt[] dilation, SymInt groups, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor cudnnConvolutionRelu(Object... args) {
        return (Tensor) Dispatcher.call("aten::cudnn_convolution_relu", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::cudnn_convolution_transpose} ({@code torch.cudnn_convolution_transpose}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::cudnn_convolution_transpose(Tensor self, Tensor weight, SymInt[] padding, SymInt[] output_padding, SymInt[] stride, SymInt[] dilation, SymInt groups, bool benchmark, bool deterministic, bool allow_tf32) -&gt; Tensor
     * aten::cudnn_convolution_transpose.out(Tensor self, Tensor weight, SymInt[] padding, SymInt[] output_padding, SymInt[] stride, SymInt[] dilation, SymInt groups, bool benchmark, bool deterministic, bool allow_tf32, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor cudnnConvolutionTranspose(Object... args) {
        return (Tensor) Dispatcher.call("aten::cudnn_convolution_transpose", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::cudnn_grid_sampler} ({@code torch.cudnn_grid_sampler}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::cudnn_grid_sampler(Tensor self, Tensor grid) -&gt; Tensor output
     * aten::cudnn_grid_sampler.out(Tensor self, Tensor grid, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor cudnnGridSampler(Object... args) {
        return (Tensor) Dispatcher.call("aten::cudnn_grid_sampler", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::cudnn_grid_sampler_backward} ({@code torch.cudnn_grid_sampler_backward}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::cudnn_grid_sampler_backward(Tensor self, Tensor grid, Tensor grad_output) -&gt; (Tensor grad_self, Tensor grad_grid)
     * aten::cudnn_grid_sampler_backward.out(Tensor self, Tensor grid, Tensor grad_output, *, Tensor(a!) out0, Tensor(b!) out1) -&gt; (Tensor(a!), Tensor(b!))
     * </pre>
     */
    public List<Tensor> cudnnGridSamplerBackward(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::cudnn_grid_sampler_backward", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::cudnn_is_acceptable} ({@code torch.cudnn_is_acceptable}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::cudnn_is_acceptable(Tensor self) -&gt; bool
     * </pre>
     */
    public Object cudnnIsAcceptable(Object... args) {
        return Dispatcher.call("aten::cudnn_is_acceptable", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::cummax} ({@code torch.cummax}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::cummax(Tensor self, int dim) -&gt; (Tensor values, Tensor indices)
     * aten::cummax.out(Tensor self, int dim, *, Tensor(a!) values, Tensor(b!) indices) -&gt; (Tensor(a!) values, Tensor(b!) indices)
     * </pre>
     */
    public List<Tensor> cummax(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::cummax", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::cummin} ({@code torch.cummin}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::cummin(Tensor self, int dim) -&gt; (Tensor values, Tensor indices)
     * aten::cummin.out(Tensor self, int dim, *, Tensor(a!) values, Tensor(b!) indices) -&gt; (Tensor(a!) values, Tensor(b!) indices)
     * </pre>
     */
    public List<Tensor> cummin(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::cummin", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::cumprod} ({@code torch.cumprod}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::cumprod(Tensor self, int dim, *, ScalarType? dtype=None) -&gt; Tensor
     * aten::cumprod.out(Tensor self, int dim, *, ScalarType? dtype=None, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor cumprod(Object... args) {
        return (Tensor) Dispatcher.call("aten::cumprod", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::cumprod_} ({@code torch.cumprod_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::cumprod_(Tensor(a!) self, int dim, *, ScalarType? dtype=None) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor cumprodInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::cumprod_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::cumsum} ({@code torch.cumsum}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::cumsum(Tensor self, int dim, *, ScalarType? dtype=None) -&gt; Tensor
     * aten::cumsum.out(Tensor self, int dim, *, ScalarType? dtype=None, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor cumsum(Object... args) {
        return (Tensor) Dispatcher.call("aten::cumsum", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::cumsum_} ({@code torch.cumsum_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::cumsum_(Tensor(a!) self, int dim, *, ScalarType? dtype=None) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor cumsumInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::cumsum_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::data} ({@code torch.data}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::data(Tensor self) -&gt; Tensor
     * </pre>
     */
    public Tensor data(Object... args) {
        return (Tensor) Dispatcher.call("aten::data", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::deg2rad} ({@code torch.deg2rad}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::deg2rad(Tensor self) -&gt; Tensor
     * aten::deg2rad.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor deg2rad(Object... args) {
        return (Tensor) Dispatcher.call("aten::deg2rad", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::deg2rad_} ({@code torch.deg2rad_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::deg2rad_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor deg2radInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::deg2rad_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::dense_dim} ({@code torch.dense_dim}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::dense_dim(Tensor self) -&gt; int
     * </pre>
     */
    public Object denseDim(Object... args) {
        return Dispatcher.call("aten::dense_dim", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::det} ({@code torch.det}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::det(Tensor self) -&gt; Tensor
     * </pre>
     */
    public Tensor det(Object... args) {
        return (Tensor) Dispatcher.call("aten::det", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::detach_} ({@code torch.detach_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::detach_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor detachInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::detach_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::detach_copy} ({@code torch.detach_copy}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::detach_copy(Tensor self) -&gt; Tensor
     * aten::detach_copy.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor detachCopy(Object... args) {
        return (Tensor) Dispatcher.call("aten::detach_copy", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::diag} ({@code torch.diag}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::diag(Tensor self, int diagonal=0) -&gt; Tensor
     * aten::diag.out(Tensor self, int diagonal=0, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor diag(Object... args) {
        return (Tensor) Dispatcher.call("aten::diag", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::diag_embed} ({@code torch.diag_embed}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::diag_embed(Tensor self, int offset=0, int dim1=-2, int dim2=-1) -&gt; Tensor
     * aten::diag_embed.out(Tensor self, int offset=0, int dim1=-2, int dim2=-1, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor diagEmbed(Object... args) {
        return (Tensor) Dispatcher.call("aten::diag_embed", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::diagflat} ({@code torch.diagflat}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::diagflat(Tensor self, int offset=0) -&gt; Tensor
     * </pre>
     */
    public Tensor diagflat(Object... args) {
        return (Tensor) Dispatcher.call("aten::diagflat", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::diagonal} ({@code torch.diagonal}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::diagonal(Tensor(a) self, int offset=0, int dim1=0, int dim2=1) -&gt; Tensor(a)
     * </pre>
     */
    public Tensor diagonal(Object... args) {
        return (Tensor) Dispatcher.call("aten::diagonal", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::diagonal_copy} ({@code torch.diagonal_copy}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::diagonal_copy(Tensor self, int offset=0, int dim1=0, int dim2=1) -&gt; Tensor
     * aten::diagonal_copy.out(Tensor self, int offset=0, int dim1=0, int dim2=1, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor diagonalCopy(Object... args) {
        return (Tensor) Dispatcher.call("aten::diagonal_copy", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::diagonal_scatter} ({@code torch.diagonal_scatter}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::diagonal_scatter(Tensor self, Tensor src, int offset=0, int dim1=0, int dim2=1) -&gt; Tensor
     * aten::diagonal_scatter.out(Tensor self, Tensor src, int offset=0, int dim1=0, int dim2=1, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor diagonalScatter(Object... args) {
        return (Tensor) Dispatcher.call("aten::diagonal_scatter", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::diff} ({@code torch.diff}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::diff(Tensor self, int n=1, int dim=-1, Tensor? prepend=None, Tensor? append=None) -&gt; Tensor
     * aten::diff.out(Tensor self, int n=1, int dim=-1, Tensor? prepend=None, Tensor? append=None, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor diff(Object... args) {
        return (Tensor) Dispatcher.call("aten::diff", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::digamma} ({@code torch.digamma}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::digamma(Tensor self) -&gt; Tensor
     * aten::digamma.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor digamma(Object... args) {
        return (Tensor) Dispatcher.call("aten::digamma", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::digamma_} ({@code torch.digamma_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::digamma_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor digammaInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::digamma_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::dim} ({@code torch.dim}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::dim(Tensor self) -&gt; int
     * </pre>
     */
    public Object dim(Object... args) {
        return Dispatcher.call("aten::dim", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::dist} ({@code torch.dist}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::dist(Tensor self, Tensor other, Scalar p=2) -&gt; Tensor
     * aten::dist.out(Tensor self, Tensor other, Scalar p=2, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor dist(Object... args) {
        return (Tensor) Dispatcher.call("aten::dist", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::div_} ({@code torch.div_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::div_.Scalar(Tensor(a!) self, Scalar other) -&gt; Tensor(a!)
     * aten::div_.Scalar_mode(Tensor(a!) self, Scalar other, *, str? rounding_mode) -&gt; Tensor(a!)
     * aten::div_.Tensor(Tensor(a!) self, Tensor other) -&gt; Tensor(a!)
     * aten::div_.Tensor_mode(Tensor(a!) self, Tensor other, *, str? rounding_mode) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor divInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::div_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::divide} ({@code torch.divide}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::divide.Scalar(Tensor self, Scalar other) -&gt; Tensor
     * aten::divide.Scalar_mode(Tensor self, Scalar other, *, str? rounding_mode) -&gt; Tensor
     * aten::divide.Tensor(Tensor self, Tensor other) -&gt; Tensor
     * aten::divide.Tensor_mode(Tensor self, Tensor other, *, str? rounding_mode) -&gt; Tensor
     * aten::divide.out(Tensor self, Tensor other, *, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::divide.out_mode(Tensor self, Tensor other, *, str? rounding_mode, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor divide(Object... args) {
        return (Tensor) Dispatcher.call("aten::divide", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::divide_} ({@code torch.divide_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::divide_.Scalar(Tensor(a!) self, Scalar other) -&gt; Tensor(a!)
     * aten::divide_.Scalar_mode(Tensor(a!) self, Scalar other, *, str? rounding_mode) -&gt; Tensor(a!)
     * aten::divide_.Tensor(Tensor(a!) self, Tensor other) -&gt; Tensor(a!)
     * aten::divide_.Tensor_mode(Tensor(a!) self, Tensor other, *, str? rounding_mode) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor divideInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::divide_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::dot} ({@code torch.dot}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::dot(Tensor self, Tensor tensor) -&gt; Tensor
     * aten::dot.out(Tensor self, Tensor tensor, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor dot(Object... args) {
        return (Tensor) Dispatcher.call("aten::dot", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::dropout_} ({@code torch.dropout_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::dropout_(Tensor(a!) self, float p, bool train) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor dropoutInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::dropout_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::dsplit} ({@code torch.dsplit}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::dsplit.array(Tensor(a -&gt; *) self, int[] indices) -&gt; Tensor(a)[]
     * aten::dsplit.int(Tensor(a -&gt; *) self, int sections) -&gt; Tensor(a)[]
     * </pre>
     */
    public List<Tensor> dsplit(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::dsplit", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::elu} ({@code torch.elu}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::elu(Tensor self, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1) -&gt; Tensor
     * aten::elu.out(Tensor self, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor elu(Object... args) {
        return (Tensor) Dispatcher.call("aten::elu", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::elu_} ({@code torch.elu_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::elu_(Tensor(a!) self, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor eluInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::elu_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::embedding_renorm} ({@code torch.embedding_renorm}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::embedding_renorm(Tensor self, Tensor indices, float max_norm, float norm_type) -&gt; Tensor
     * aten::embedding_renorm.out(Tensor self, Tensor indices, float max_norm, float norm_type, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor embeddingRenorm(Object... args) {
        return (Tensor) Dispatcher.call("aten::embedding_renorm", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::embedding_renorm_} ({@code torch.embedding_renorm_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::embedding_renorm_(Tensor(a!) self, Tensor indices, float max_norm, float norm_type) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor embeddingRenormInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::embedding_renorm_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::empty_like} ({@code torch.empty_like}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::empty_like(Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -&gt; Tensor
     * aten::empty_like.out(Tensor self, *, MemoryFormat? memory_format=None, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor emptyLike(Object... args) {
        return (Tensor) Dispatcher.call("aten::empty_like", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::eq_} ({@code torch.eq_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::eq_.Scalar(Tensor(a!) self, Scalar other) -&gt; Tensor(a!)
     * aten::eq_.Tensor(Tensor(a!) self, Tensor other) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor eqInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::eq_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::equal} ({@code torch.equal}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::equal(Tensor self, Tensor other) -&gt; bool
     * </pre>
     */
    public Object equal(Object... args) {
        return Dispatcher.call("aten::equal", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::erf} ({@code torch.erf}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::erf(Tensor self) -&gt; Tensor
     * aten::erf.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor erf(Object... args) {
        return (Tensor) Dispatcher.call("aten::erf", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::erf_} ({@code torch.erf_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::erf_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor erfInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::erf_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::erfc} ({@code torch.erfc}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::erfc(Tensor self) -&gt; Tensor
     * aten::erfc.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor erfc(Object... args) {
        return (Tensor) Dispatcher.call("aten::erfc", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::erfc_} ({@code torch.erfc_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::erfc_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor erfcInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::erfc_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::erfinv} ({@code torch.erfinv}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::erfinv(Tensor self) -&gt; Tensor
     * aten::erfinv.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor erfinv(Object... args) {
        return (Tensor) Dispatcher.call("aten::erfinv", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::erfinv_} ({@code torch.erfinv_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::erfinv_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor erfinvInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::erfinv_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::exp2} ({@code torch.exp2}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::exp2(Tensor self) -&gt; Tensor
     * aten::exp2.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor exp2(Object... args) {
        return (Tensor) Dispatcher.call("aten::exp2", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::exp2_} ({@code torch.exp2_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::exp2_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor exp2InPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::exp2_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::exp_} ({@code torch.exp_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::exp_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor expInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::exp_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::expand} ({@code torch.expand}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::expand(Tensor(a) self, SymInt[] size, *, bool implicit=False) -&gt; Tensor(a)
     * </pre>
     */
    public Tensor expand(Object... args) {
        return (Tensor) Dispatcher.call("aten::expand", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::expand_as} ({@code torch.expand_as}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::expand_as(Tensor(a) self, Tensor other) -&gt; Tensor(a)
     * </pre>
     */
    public Tensor expandAs(Object... args) {
        return (Tensor) Dispatcher.call("aten::expand_as", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::expand_copy} ({@code torch.expand_copy}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::expand_copy(Tensor self, SymInt[] size, *, bool implicit=False) -&gt; Tensor
     * aten::expand_copy.out(Tensor self, SymInt[] size, *, bool implicit=False, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor expandCopy(Object... args) {
        return (Tensor) Dispatcher.call("aten::expand_copy", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::expm1} ({@code torch.expm1}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::expm1(Tensor self) -&gt; Tensor
     * aten::expm1.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor expm1(Object... args) {
        return (Tensor) Dispatcher.call("aten::expm1", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::expm1_} ({@code torch.expm1_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::expm1_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor expm1InPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::expm1_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::exponential} ({@code torch.exponential}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::exponential(Tensor self, float lambd=1., *, Generator? generator=None) -&gt; Tensor
     * aten::exponential.out(Tensor self, float lambd=1., *, Generator? generator=None, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor exponential(Object... args) {
        return (Tensor) Dispatcher.call("aten::exponential", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::exponential_} ({@code torch.exponential_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::exponential_(Tensor(a!) self, float lambd=1., *, Generator? generator=None) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor exponentialInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::exponential_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::fake_quantize_per_channel_affine} ({@code torch.fake_quantize_per_channel_affine}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::fake_quantize_per_channel_affine(Tensor self, Tensor scale, Tensor zero_point, int axis, int quant_min, int quant_max) -&gt; Tensor
     * </pre>
     */
    public Tensor fakeQuantizePerChannelAffine(Object... args) {
        return (Tensor) Dispatcher.call("aten::fake_quantize_per_channel_affine", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::fake_quantize_per_channel_affine_cachemask} ({@code torch.fake_quantize_per_channel_affine_cachemask}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::fake_quantize_per_channel_affine_cachemask(Tensor self, Tensor scale, Tensor zero_point, int axis, int quant_min, int quant_max) -&gt; (Tensor output, Tensor mask)
     * aten::fake_quantize_per_channel_affine_cachemask.out(Tensor self, Tensor scale, Tensor zero_point, int axis, int quant_min, int quant_max, *, Tensor(a!) out0, Tensor(b!) out1) -&gt; (Tensor(a!), Tensor(b!))
     * </pre>
     */
    public List<Tensor> fakeQuantizePerChannelAffineCachemask(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::fake_quantize_per_channel_affine_cachemask", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::fake_quantize_per_tensor_affine} ({@code torch.fake_quantize_per_tensor_affine}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::fake_quantize_per_tensor_affine(Tensor self, float scale, int zero_point, int quant_min, int quant_max) -&gt; Tensor
     * aten::fake_quantize_per_tensor_affine.tensor_qparams(Tensor self, Tensor scale, Tensor zero_point, int quant_min, int quant_max) -&gt; Tensor
     * </pre>
     */
    public Tensor fakeQuantizePerTensorAffine(Object... args) {
        return (Tensor) Dispatcher.call("aten::fake_quantize_per_tensor_affine", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::fake_quantize_per_tensor_affine_cachemask} ({@code torch.fake_quantize_per_tensor_affine_cachemask}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::fake_quantize_per_tensor_affine_cachemask(Tensor self, float scale, int zero_point, int quant_min, int quant_max) -&gt; (Tensor output, Tensor mask)
     * aten::fake_quantize_per_tensor_affine_cachemask.out(Tensor self, float scale, int zero_point, int quant_min, int quant_max, *, Tensor(a!) out0, Tensor(b!) out1) -&gt; (Tensor(a!), Tensor(b!))
     * </pre>
     */
    public List<Tensor> fakeQuantizePerTensorAffineCachemask(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::fake_quantize_per_tensor_affine_cachemask", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::feature_alpha_dropout_} ({@code torch.feature_alpha_dropout_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::feature_alpha_dropout_(Tensor(a!) self, float p, bool train) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor featureAlphaDropoutInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::feature_alpha_dropout_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::feature_dropout_} ({@code torch.feature_dropout_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::feature_dropout_(Tensor(a!) self, float p, bool train) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor featureDropoutInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::feature_dropout_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::fft_fft} ({@code torch.fft_fft}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::fft_fft(Tensor self, SymInt? n=None, int dim=-1, str? norm=None) -&gt; Tensor
     * aten::fft_fft.out(Tensor self, SymInt? n=None, int dim=-1, str? norm=None, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor fftFft(Object... args) {
        return (Tensor) Dispatcher.call("aten::fft_fft", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::fft_fft2} ({@code torch.fft_fft2}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::fft_fft2(Tensor self, SymInt[1]? s=None, int[1] dim=[-2, -1], str? norm=None) -&gt; Tensor
     * aten::fft_fft2.out(Tensor self, SymInt[1]? s=None, int[1] dim=[-2, -1], str? norm=None, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor fftFft2(Object... args) {
        return (Tensor) Dispatcher.call("aten::fft_fft2", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::fft_fftn} ({@code torch.fft_fftn}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::fft_fftn(Tensor self, SymInt[1]? s=None, int[1]? dim=None, str? norm=None) -&gt; Tensor
     * aten::fft_fftn.out(Tensor self, SymInt[1]? s=None, int[1]? dim=None, str? norm=None, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor fftFftn(Object... args) {
        return (Tensor) Dispatcher.call("aten::fft_fftn", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::fft_fftshift} ({@code torch.fft_fftshift}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::fft_fftshift(Tensor self, int[1]? dim=None) -&gt; Tensor
     * </pre>
     */
    public Tensor fftFftshift(Object... args) {
        return (Tensor) Dispatcher.call("aten::fft_fftshift", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::fft_hfft} ({@code torch.fft_hfft}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::fft_hfft(Tensor self, SymInt? n=None, int dim=-1, str? norm=None) -&gt; Tensor
     * aten::fft_hfft.out(Tensor self, SymInt? n=None, int dim=-1, str? norm=None, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor fftHfft(Object... args) {
        return (Tensor) Dispatcher.call("aten::fft_hfft", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::fft_hfft2} ({@code torch.fft_hfft2}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::fft_hfft2(Tensor self, SymInt[1]? s=None, int[1] dim=[-2, -1], str? norm=None) -&gt; Tensor
     * aten::fft_hfft2.out(Tensor self, SymInt[1]? s=None, int[1] dim=[-2, -1], str? norm=None, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor fftHfft2(Object... args) {
        return (Tensor) Dispatcher.call("aten::fft_hfft2", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::fft_hfftn} ({@code torch.fft_hfftn}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::fft_hfftn(Tensor self, SymInt[1]? s=None, int[1]? dim=None, str? norm=None) -&gt; Tensor
     * aten::fft_hfftn.out(Tensor self, SymInt[1]? s=None, int[1]? dim=None, str? norm=None, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor fftHfftn(Object... args) {
        return (Tensor) Dispatcher.call("aten::fft_hfftn", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::fft_ifft} ({@code torch.fft_ifft}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::fft_ifft(Tensor self, SymInt? n=None, int dim=-1, str? norm=None) -&gt; Tensor
     * aten::fft_ifft.out(Tensor self, SymInt? n=None, int dim=-1, str? norm=None, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor fftIfft(Object... args) {
        return (Tensor) Dispatcher.call("aten::fft_ifft", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::fft_ifft2} ({@code torch.fft_ifft2}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::fft_ifft2(Tensor self, SymInt[1]? s=None, int[1] dim=[-2, -1], str? norm=None) -&gt; Tensor
     * aten::fft_ifft2.out(Tensor self, SymInt[1]? s=None, int[1] dim=[-2, -1], str? norm=None, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor fftIfft2(Object... args) {
        return (Tensor) Dispatcher.call("aten::fft_ifft2", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::fft_ifftn} ({@code torch.fft_ifftn}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::fft_ifftn(Tensor self, SymInt[1]? s=None, int[1]? dim=None, str? norm=None) -&gt; Tensor
     * aten::fft_ifftn.out(Tensor self, SymInt[1]? s=None, int[1]? dim=None, str? norm=None, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor fftIfftn(Object... args) {
        return (Tensor) Dispatcher.call("aten::fft_ifftn", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::fft_ifftshift} ({@code torch.fft_ifftshift}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::fft_ifftshift(Tensor self, int[1]? dim=None) -&gt; Tensor
     * </pre>
     */
    public Tensor fftIfftshift(Object... args) {
        return (Tensor) Dispatcher.call("aten::fft_ifftshift", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::fft_ihfft} ({@code torch.fft_ihfft}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::fft_ihfft(Tensor self, SymInt? n=None, int dim=-1, str? norm=None) -&gt; Tensor
     * aten::fft_ihfft.out(Tensor self, SymInt? n=None, int dim=-1, str? norm=None, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor fftIhfft(Object... args) {
        return (Tensor) Dispatcher.call("aten::fft_ihfft", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::fft_ihfft2} ({@code torch.fft_ihfft2}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::fft_ihfft2(Tensor self, SymInt[1]? s=None, int[1] dim=[-2, -1], str? norm=None) -&gt; Tensor
     * aten::fft_ihfft2.out(Tensor self, SymInt[1]? s=None, int[1] dim=[-2, -1], str? norm=None, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor fftIhfft2(Object... args) {
        return (Tensor) Dispatcher.call("aten::fft_ihfft2", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::fft_ihfftn} ({@code torch.fft_ihfftn}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::fft_ihfftn(Tensor self, SymInt[1]? s=None, int[1]? dim=None, str? norm=None) -&gt; Tensor
     * aten::fft_ihfftn.out(Tensor self, SymInt[1]? s=None, int[1]? dim=None, str? norm=None, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor fftIhfftn(Object... args) {
        return (Tensor) Dispatcher.call("aten::fft_ihfftn", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::fft_irfft} ({@code torch.fft_irfft}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::fft_irfft(Tensor self, SymInt? n=None, int dim=-1, str? norm=None) -&gt; Tensor
     * aten::fft_irfft.out(Tensor self, SymInt? n=None, int dim=-1, str? norm=None, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor fftIrfft(Object... args) {
        return (Tensor) Dispatcher.call("aten::fft_irfft", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::fft_irfft2} ({@code torch.fft_irfft2}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::fft_irfft2(Tensor self, SymInt[1]? s=None, int[1] dim=[-2, -1], str? norm=None) -&gt; Tensor
     * aten::fft_irfft2.out(Tensor self, SymInt[1]? s=None, int[1] dim=[-2, -1], str? norm=None, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor fftIrfft2(Object... args) {
        return (Tensor) Dispatcher.call("aten::fft_irfft2", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::fft_irfftn} ({@code torch.fft_irfftn}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::fft_irfftn(Tensor self, SymInt[1]? s=None, int[1]? dim=None, str? norm=None) -&gt; Tensor
     * aten::fft_irfftn.out(Tensor self, SymInt[1]? s=None, int[1]? dim=None, str? norm=None, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor fftIrfftn(Object... args) {
        return (Tensor) Dispatcher.call("aten::fft_irfftn", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::fft_rfft} ({@code torch.fft_rfft}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::fft_rfft(Tensor self, SymInt? n=None, int dim=-1, str? norm=None) -&gt; Tensor
     * aten::fft_rfft.out(Tensor self, SymInt? n=None, int dim=-1, str? norm=None, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor fftRfft(Object... args) {
        return (Tensor) Dispatcher.call("aten::fft_rfft", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::fft_rfft2} ({@code torch.fft_rfft2}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::fft_rfft2(Tensor self, SymInt[1]? s=None, int[1] dim=[-2, -1], str? norm=None) -&gt; Tensor
     * aten::fft_rfft2.out(Tensor self, SymInt[1]? s=None, int[1] dim=[-2, -1], str? norm=None, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor fftRfft2(Object... args) {
        return (Tensor) Dispatcher.call("aten::fft_rfft2", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::fft_rfftn} ({@code torch.fft_rfftn}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::fft_rfftn(Tensor self, SymInt[1]? s=None, int[1]? dim=None, str? norm=None) -&gt; Tensor
     * aten::fft_rfftn.out(Tensor self, SymInt[1]? s=None, int[1]? dim=None, str? norm=None, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor fftRfftn(Object... args) {
        return (Tensor) Dispatcher.call("aten::fft_rfftn", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::fill} ({@code torch.fill}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::fill.Scalar(Tensor self, Scalar value) -&gt; Tensor
     * aten::fill.Scalar_out(Tensor self, Scalar value, *, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::fill.Tensor(Tensor self, Tensor value) -&gt; Tensor
     * aten::fill.Tensor_out(Tensor self, Tensor value, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor fill(Object... args) {
        return (Tensor) Dispatcher.call("aten::fill", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::fill_} ({@code torch.fill_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::fill_.Scalar(Tensor(a!) self, Scalar value) -&gt; Tensor(a!)
     * aten::fill_.Tensor(Tensor(a!) self, Tensor value) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor fillInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::fill_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::fill_diagonal_} ({@code torch.fill_diagonal_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::fill_diagonal_(Tensor(a!) self, Scalar fill_value, bool wrap=False) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor fillDiagonalInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::fill_diagonal_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::fix} ({@code torch.fix}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::fix(Tensor self) -&gt; Tensor
     * aten::fix.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor fix(Object... args) {
        return (Tensor) Dispatcher.call("aten::fix", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::fix_} ({@code torch.fix_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::fix_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor fixInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::fix_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::flip} ({@code torch.flip}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::flip(Tensor self, int[] dims) -&gt; Tensor
     * aten::flip.out(Tensor self, int[] dims, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor flip(Object... args) {
        return (Tensor) Dispatcher.call("aten::flip", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::fliplr} ({@code torch.fliplr}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::fliplr(Tensor self) -&gt; Tensor
     * </pre>
     */
    public Tensor fliplr(Object... args) {
        return (Tensor) Dispatcher.call("aten::fliplr", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::flipud} ({@code torch.flipud}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::flipud(Tensor self) -&gt; Tensor
     * </pre>
     */
    public Tensor flipud(Object... args) {
        return (Tensor) Dispatcher.call("aten::flipud", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::float_power_} ({@code torch.float_power_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::float_power_.Scalar(Tensor(a!) self, Scalar exponent) -&gt; Tensor(a!)
     * aten::float_power_.Tensor(Tensor(a!) self, Tensor exponent) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor floatPowerInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::float_power_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::floor} ({@code torch.floor}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::floor(Tensor self) -&gt; Tensor
     * aten::floor.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor floor(Object... args) {
        return (Tensor) Dispatcher.call("aten::floor", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::floor_} ({@code torch.floor_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::floor_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor floorInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::floor_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::floor_divide} ({@code torch.floor_divide}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::floor_divide(Tensor self, Tensor other) -&gt; Tensor
     * aten::floor_divide.Scalar(Tensor self, Scalar other) -&gt; Tensor
     * aten::floor_divide.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::floor_divide.out(Tensor self, Tensor other, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor floorDivide(Object... args) {
        return (Tensor) Dispatcher.call("aten::floor_divide", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::floor_divide_} ({@code torch.floor_divide_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::floor_divide_.Scalar(Tensor(a!) self, Scalar other) -&gt; Tensor(a!)
     * aten::floor_divide_.Tensor(Tensor(a!) self, Tensor other) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor floorDivideInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::floor_divide_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::fmax} ({@code torch.fmax}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::fmax(Tensor self, Tensor other) -&gt; Tensor
     * aten::fmax.out(Tensor self, Tensor other, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor fmax(Object... args) {
        return (Tensor) Dispatcher.call("aten::fmax", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::fmin} ({@code torch.fmin}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::fmin(Tensor self, Tensor other) -&gt; Tensor
     * aten::fmin.out(Tensor self, Tensor other, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor fmin(Object... args) {
        return (Tensor) Dispatcher.call("aten::fmin", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::fmod} ({@code torch.fmod}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::fmod.Scalar(Tensor self, Scalar other) -&gt; Tensor
     * aten::fmod.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::fmod.Tensor(Tensor self, Tensor other) -&gt; Tensor
     * aten::fmod.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor fmod(Object... args) {
        return (Tensor) Dispatcher.call("aten::fmod", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::fmod_} ({@code torch.fmod_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::fmod_.Scalar(Tensor(a!) self, Scalar other) -&gt; Tensor(a!)
     * aten::fmod_.Tensor(Tensor(a!) self, Tensor other) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor fmodInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::fmod_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::frac} ({@code torch.frac}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::frac(Tensor self) -&gt; Tensor
     * aten::frac.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor frac(Object... args) {
        return (Tensor) Dispatcher.call("aten::frac", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::frac_} ({@code torch.frac_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::frac_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor fracInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::frac_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::fractional_max_pool2d} ({@code torch.fractional_max_pool2d}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::fractional_max_pool2d(Tensor self, int[2] kernel_size, int[2] output_size, Tensor random_samples) -&gt; (Tensor, Tensor)
     * aten::fractional_max_pool2d.output(Tensor self, int[2] kernel_size, int[2] output_size, Tensor random_samples, *, Tensor(a!) output, Tensor(b!) indices) -&gt; (Tensor(a!), Tensor(b!))
     * </pre>
     */
    public List<Tensor> fractionalMaxPool2d(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::fractional_max_pool2d", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::fractional_max_pool3d} ({@code torch.fractional_max_pool3d}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::fractional_max_pool3d(Tensor self, int[3] kernel_size, int[3] output_size, Tensor random_samples) -&gt; (Tensor, Tensor)
     * aten::fractional_max_pool3d.output(Tensor self, int[3] kernel_size, int[3] output_size, Tensor random_samples, *, Tensor(a!) output, Tensor(b!) indices) -&gt; (Tensor(a!), Tensor(b!))
     * </pre>
     */
    public List<Tensor> fractionalMaxPool3d(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::fractional_max_pool3d", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::frexp} ({@code torch.frexp}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::frexp.Tensor(Tensor self) -&gt; (Tensor mantissa, Tensor exponent)
     * aten::frexp.Tensor_out(Tensor self, *, Tensor(a!) mantissa, Tensor(b!) exponent) -&gt; (Tensor(a!) mantissa, Tensor(b!) exponent)
     * </pre>
     */
    public List<Tensor> frexp(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::frexp", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::frobenius_norm} ({@code torch.frobenius_norm}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::frobenius_norm.dim(Tensor self, int[1] dim, bool keepdim=False) -&gt; Tensor
     * aten::frobenius_norm.out(Tensor self, int[1] dim, bool keepdim=False, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor frobeniusNorm(Object... args) {
        return (Tensor) Dispatcher.call("aten::frobenius_norm", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::full_like} ({@code torch.full_like}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::full_like(Tensor self, Scalar fill_value, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -&gt; Tensor
     * aten::full_like.out(Tensor self, Scalar fill_value, *, MemoryFormat? memory_format=None, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor fullLike(Object... args) {
        return (Tensor) Dispatcher.call("aten::full_like", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::fused_moving_avg_obs_fake_quant} ({@code torch.fused_moving_avg_obs_fake_quant}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::fused_moving_avg_obs_fake_quant(Tensor self, Tensor observer_on, Tensor fake_quant_on, Tensor(a!) running_min, Tensor(b!) running_max, Tensor(c!) scale, Tensor(d!) zero_point, float averaging_const, int quant_min, int quant_max, int ch_axis, bool per_row_fake_quant=False, bool symmetric_quant=False) -&gt; Tensor
     * </pre>
     */
    public Tensor fusedMovingAvgObsFakeQuant(Object... args) {
        return (Tensor) Dispatcher.call("aten::fused_moving_avg_obs_fake_quant", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::gather} ({@code torch.gather}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::gather(Tensor self, int dim, Tensor index, *, bool sparse_grad=False) -&gt; Tensor
     * aten::gather.out(Tensor self, int dim, Tensor index, *, bool sparse_grad=False, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor gather(Object... args) {
        return (Tensor) Dispatcher.call("aten::gather", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::gcd} ({@code torch.gcd}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::gcd(Tensor self, Tensor other) -&gt; Tensor
     * aten::gcd.out(Tensor self, Tensor other, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor gcd(Object... args) {
        return (Tensor) Dispatcher.call("aten::gcd", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::gcd_} ({@code torch.gcd_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::gcd_(Tensor(a!) self, Tensor other) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor gcdInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::gcd_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::ge_} ({@code torch.ge_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::ge_.Scalar(Tensor(a!) self, Scalar other) -&gt; Tensor(a!)
     * aten::ge_.Tensor(Tensor(a!) self, Tensor other) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor geInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::ge_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::gelu} ({@code torch.gelu}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::gelu(Tensor self, *, str approximate="none") -&gt; Tensor
     * aten::gelu.out(Tensor self, *, str approximate="none", Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor gelu(Object... args) {
        return (Tensor) Dispatcher.call("aten::gelu", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::gelu_} ({@code torch.gelu_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::gelu_(Tensor(a!) self, *, str approximate="none") -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor geluInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::gelu_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::geometric} ({@code torch.geometric}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::geometric(Tensor self, float p, *, Generator? generator=None) -&gt; Tensor
     * aten::geometric.out(Tensor self, float p, *, Generator? generator=None, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor geometric(Object... args) {
        return (Tensor) Dispatcher.call("aten::geometric", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::geometric_} ({@code torch.geometric_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::geometric_(Tensor(a!) self, float p, *, Generator? generator=None) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor geometricInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::geometric_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::geqrf} ({@code torch.geqrf}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::geqrf(Tensor self) -&gt; (Tensor a, Tensor tau)
     * aten::geqrf.a(Tensor self, *, Tensor(a!) a, Tensor(b!) tau) -&gt; (Tensor(a!) a, Tensor(b!) tau)
     * </pre>
     */
    public List<Tensor> geqrf(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::geqrf", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::ger} ({@code torch.ger}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::ger(Tensor self, Tensor vec2) -&gt; Tensor
     * aten::ger.out(Tensor self, Tensor vec2, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor ger(Object... args) {
        return (Tensor) Dispatcher.call("aten::ger", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::get_device} ({@code torch.get_device}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::get_device(Tensor self) -&gt; int
     * </pre>
     */
    public Object getDevice(Object... args) {
        return Dispatcher.call("aten::get_device", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::glu} ({@code torch.glu}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::glu(Tensor self, int dim=-1) -&gt; Tensor
     * aten::glu.out(Tensor self, int dim=-1, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor glu(Object... args) {
        return (Tensor) Dispatcher.call("aten::glu", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::gradient} ({@code torch.gradient}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::gradient.array(Tensor self, *, int[] dim, int edge_order=1) -&gt; Tensor[]
     * aten::gradient.scalararray(Tensor self, *, Scalar spacing, int[] dim, int edge_order=1) -&gt; Tensor[]
     * aten::gradient.scalarint(Tensor self, *, Scalar? spacing=None, int? dim=None, int edge_order=1) -&gt; Tensor[]
     * aten::gradient.scalarrayarray(Tensor self, *, Scalar[] spacing, int[] dim, int edge_order=1) -&gt; Tensor[]
     * aten::gradient.scalarrayint(Tensor self, *, Scalar[] spacing, int? dim=None, int edge_order=1) -&gt; Tensor[]
     * aten::gradient.tensorarray(Tensor self, *, Tensor[] spacing, int[] dim, int edge_order=1) -&gt; Tensor[]
     * aten::gradient.tensorarrayint(Tensor self, *, Tensor[] spacing, int? dim=None, int edge_order=1) -&gt; Tensor[]
     * </pre>
     */
    public List<Tensor> gradient(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::gradient", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::greater} ({@code torch.greater}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::greater.Scalar(Tensor self, Scalar other) -&gt; Tensor
     * aten::greater.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::greater.Tensor(Tensor self, Tensor other) -&gt; Tensor
     * aten::greater.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor greater(Object... args) {
        return (Tensor) Dispatcher.call("aten::greater", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::greater_} ({@code torch.greater_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::greater_.Scalar(Tensor(a!) self, Scalar other) -&gt; Tensor(a!)
     * aten::greater_.Tensor(Tensor(a!) self, Tensor other) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor greaterInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::greater_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::greater_equal} ({@code torch.greater_equal}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::greater_equal.Scalar(Tensor self, Scalar other) -&gt; Tensor
     * aten::greater_equal.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::greater_equal.Tensor(Tensor self, Tensor other) -&gt; Tensor
     * aten::greater_equal.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor greaterEqual(Object... args) {
        return (Tensor) Dispatcher.call("aten::greater_equal", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::greater_equal_} ({@code torch.greater_equal_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::greater_equal_.Scalar(Tensor(a!) self, Scalar other) -&gt; Tensor(a!)
     * aten::greater_equal_.Tensor(Tensor(a!) self, Tensor other) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor greaterEqualInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::greater_equal_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::gt_} ({@code torch.gt_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::gt_.Scalar(Tensor(a!) self, Scalar other) -&gt; Tensor(a!)
     * aten::gt_.Tensor(Tensor(a!) self, Tensor other) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor gtInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::gt_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::hardshrink} ({@code torch.hardshrink}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::hardshrink(Tensor self, Scalar lambd=0.5) -&gt; Tensor
     * aten::hardshrink.out(Tensor self, Scalar lambd=0.5, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor hardshrink(Object... args) {
        return (Tensor) Dispatcher.call("aten::hardshrink", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::hardsigmoid} ({@code torch.hardsigmoid}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::hardsigmoid(Tensor self) -&gt; Tensor
     * aten::hardsigmoid.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor hardsigmoid(Object... args) {
        return (Tensor) Dispatcher.call("aten::hardsigmoid", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::hardsigmoid_} ({@code torch.hardsigmoid_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::hardsigmoid_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor hardsigmoidInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::hardsigmoid_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::hardswish} ({@code torch.hardswish}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::hardswish(Tensor self) -&gt; Tensor
     * aten::hardswish.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor hardswish(Object... args) {
        return (Tensor) Dispatcher.call("aten::hardswish", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::hardswish_} ({@code torch.hardswish_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::hardswish_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor hardswishInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::hardswish_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::hardtanh} ({@code torch.hardtanh}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::hardtanh(Tensor self, Scalar min_val=-1, Scalar max_val=1) -&gt; Tensor
     * aten::hardtanh.out(Tensor self, Scalar min_val=-1, Scalar max_val=1, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor hardtanh(Object... args) {
        return (Tensor) Dispatcher.call("aten::hardtanh", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::hardtanh_} ({@code torch.hardtanh_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::hardtanh_(Tensor(a!) self, Scalar min_val=-1, Scalar max_val=1) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor hardtanhInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::hardtanh_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::hash_tensor} ({@code torch.hash_tensor}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::hash_tensor(Tensor self, int[1] dim=[], *, bool keepdim=False, int mode=0) -&gt; Tensor
     * aten::hash_tensor.out(Tensor self, int[1] dim=[], *, bool keepdim=False, int mode=0, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor hashTensor(Object... args) {
        return (Tensor) Dispatcher.call("aten::hash_tensor", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::heaviside} ({@code torch.heaviside}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::heaviside(Tensor self, Tensor values) -&gt; Tensor
     * aten::heaviside.out(Tensor self, Tensor values, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor heaviside(Object... args) {
        return (Tensor) Dispatcher.call("aten::heaviside", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::heaviside_} ({@code torch.heaviside_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::heaviside_(Tensor(a!) self, Tensor values) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor heavisideInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::heaviside_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::hinge_embedding_loss} ({@code torch.hinge_embedding_loss}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::hinge_embedding_loss(Tensor self, Tensor target, float margin=1., int reduction=1) -&gt; Tensor
     * </pre>
     */
    public Tensor hingeEmbeddingLoss(Object... args) {
        return (Tensor) Dispatcher.call("aten::hinge_embedding_loss", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::histc} ({@code torch.histc}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::histc(Tensor self, int bins=100, Scalar min=0, Scalar max=0) -&gt; Tensor
     * aten::histc.out(Tensor self, int bins=100, Scalar min=0, Scalar max=0, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor histc(Object... args) {
        return (Tensor) Dispatcher.call("aten::histc", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::histogram} ({@code torch.histogram}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::histogram.bin_ct(Tensor self, int bins=100, *, float[]? range=None, Tensor? weight=None, bool density=False) -&gt; (Tensor hist, Tensor bin_edges)
     * aten::histogram.bin_ct_out(Tensor self, int bins=100, *, float[]? range=None, Tensor? weight=None, bool density=False, Tensor(a!) hist, Tensor(b!) bin_edges) -&gt; (Tensor(a!) hist, Tensor(b!) bin_edges)
     * aten::histogram.bins_tensor(Tensor self, Tensor bins, *, Tensor? weight=None, bool density=False) -&gt; (Tensor hist, Tensor bin_edges)
     * aten::histogram.bins_tensor_out(Tensor self, Tensor bins, *, Tensor? weight=None, bool density=False, Tensor(a!) hist, Tensor(b!) bin_edges) -&gt; (Tensor(a!) hist, Tensor(b!) bin_edges)
     * </pre>
     */
    public List<Tensor> histogram(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::histogram", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::histogramdd} ({@code torch.histogramdd}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::histogramdd(Tensor self, int[] bins, float[]? range=None, Tensor? weight=None, bool density=False) -&gt; (Tensor hist, Tensor[] bin_edges)
     * aten::histogramdd.TensorList_bins(Tensor self, Tensor[] bins, float[]? range=None, Tensor? weight=None, bool density=False) -&gt; (Tensor hist, Tensor[] bin_edges)
     * aten::histogramdd.int_bins(Tensor self, int bins, float[]? range=None, Tensor? weight=None, bool density=False) -&gt; (Tensor hist, Tensor[] bin_edges)
     * </pre>
     */
    public Object histogramdd(Object... args) {
        return Dispatcher.call("aten::histogramdd", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::hsplit} ({@code torch.hsplit}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::hsplit.array(Tensor(a -&gt; *) self, int[] indices) -&gt; Tensor(a)[]
     * aten::hsplit.int(Tensor(a -&gt; *) self, int sections) -&gt; Tensor(a)[]
     * </pre>
     */
    public List<Tensor> hsplit(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::hsplit", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::huber_loss} ({@code torch.huber_loss}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::huber_loss(Tensor self, Tensor target, int reduction=1, float delta=1.) -&gt; Tensor
     * aten::huber_loss.out(Tensor self, Tensor target, int reduction=1, float delta=1., *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor huberLoss(Object... args) {
        return (Tensor) Dispatcher.call("aten::huber_loss", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::hypot} ({@code torch.hypot}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::hypot(Tensor self, Tensor other) -&gt; Tensor
     * aten::hypot.out(Tensor self, Tensor other, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor hypot(Object... args) {
        return (Tensor) Dispatcher.call("aten::hypot", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::hypot_} ({@code torch.hypot_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::hypot_(Tensor(a!) self, Tensor other) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor hypotInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::hypot_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::i0} ({@code torch.i0}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::i0(Tensor self) -&gt; Tensor
     * aten::i0.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor i0(Object... args) {
        return (Tensor) Dispatcher.call("aten::i0", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::i0_} ({@code torch.i0_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::i0_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor i0InPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::i0_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::igamma} ({@code torch.igamma}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::igamma(Tensor self, Tensor other) -&gt; Tensor
     * aten::igamma.out(Tensor self, Tensor other, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor igamma(Object... args) {
        return (Tensor) Dispatcher.call("aten::igamma", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::igamma_} ({@code torch.igamma_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::igamma_(Tensor(a!) self, Tensor other) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor igammaInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::igamma_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::igammac} ({@code torch.igammac}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::igammac(Tensor self, Tensor other) -&gt; Tensor
     * aten::igammac.out(Tensor self, Tensor other, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor igammac(Object... args) {
        return (Tensor) Dispatcher.call("aten::igammac", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::igammac_} ({@code torch.igammac_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::igammac_(Tensor(a!) self, Tensor other) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor igammacInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::igammac_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::im2col} ({@code torch.im2col}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::im2col(Tensor self, int[2] kernel_size, int[2] dilation, int[2] padding, int[2] stride) -&gt; Tensor
     * aten::im2col.out(Tensor self, int[2] kernel_size, int[2] dilation, int[2] padding, int[2] stride, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor im2col(Object... args) {
        return (Tensor) Dispatcher.call("aten::im2col", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::imag} ({@code torch.imag}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::imag(Tensor(a) self) -&gt; Tensor(a)
     * </pre>
     */
    public Tensor imag(Object... args) {
        return (Tensor) Dispatcher.call("aten::imag", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::index_add} ({@code torch.index_add}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::index_add(Tensor self, int dim, Tensor index, Tensor source, *, Scalar alpha=1) -&gt; Tensor
     * aten::index_add.out(Tensor self, int dim, Tensor index, Tensor source, *, Scalar alpha=1, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor indexAdd(Object... args) {
        return (Tensor) Dispatcher.call("aten::index_add", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::index_add_} ({@code torch.index_add_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::index_add_(Tensor(a!) self, int dim, Tensor index, Tensor source, *, Scalar alpha=1) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor indexAddInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::index_add_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::index_copy} ({@code torch.index_copy}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::index_copy(Tensor self, int dim, Tensor index, Tensor source) -&gt; Tensor
     * aten::index_copy.out(Tensor self, int dim, Tensor index, Tensor source, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor indexCopy(Object... args) {
        return (Tensor) Dispatcher.call("aten::index_copy", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::index_copy_} ({@code torch.index_copy_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::index_copy_(Tensor(a!) self, int dim, Tensor index, Tensor source) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor indexCopyInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::index_copy_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::index_fill} ({@code torch.index_fill}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::index_fill.int_Scalar(Tensor self, int dim, Tensor index, Scalar value) -&gt; Tensor
     * aten::index_fill.int_Scalar_out(Tensor self, int dim, Tensor index, Scalar value, *, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::index_fill.int_Tensor(Tensor self, int dim, Tensor index, Tensor value) -&gt; Tensor
     * aten::index_fill.int_Tensor_out(Tensor self, int dim, Tensor index, Tensor value, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor indexFill(Object... args) {
        return (Tensor) Dispatcher.call("aten::index_fill", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::index_fill_} ({@code torch.index_fill_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::index_fill_.int_Scalar(Tensor(a!) self, int dim, Tensor index, Scalar value) -&gt; Tensor(a!)
     * aten::index_fill_.int_Tensor(Tensor(a!) self, int dim, Tensor index, Tensor value) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor indexFillInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::index_fill_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::index_put} ({@code torch.index_put}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::index_put(Tensor self, Tensor?[] indices, Tensor values, bool accumulate=False) -&gt; Tensor
     * aten::index_put.out(Tensor self, Tensor?[] indices, Tensor values, bool accumulate=False, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor indexPut(Object... args) {
        return (Tensor) Dispatcher.call("aten::index_put", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::index_put_} ({@code torch.index_put_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::index_put_(Tensor(a!) self, Tensor?[] indices, Tensor values, bool accumulate=False) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor indexPutInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::index_put_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::index_reduce} ({@code torch.index_reduce}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::index_reduce(Tensor self, int dim, Tensor index, Tensor source, str reduce, *, bool include_self=True) -&gt; Tensor
     * aten::index_reduce.out(Tensor self, int dim, Tensor index, Tensor source, str reduce, *, bool include_self=True, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor indexReduce(Object... args) {
        return (Tensor) Dispatcher.call("aten::index_reduce", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::index_reduce_} ({@code torch.index_reduce_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::index_reduce_(Tensor(a!) self, int dim, Tensor index, Tensor source, str reduce, *, bool include_self=True) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor indexReduceInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::index_reduce_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::index_select} ({@code torch.index_select}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::index_select(Tensor self, int dim, Tensor index) -&gt; Tensor
     * aten::index_select.out(Tensor self, int dim, Tensor index, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor indexSelect(Object... args) {
        return (Tensor) Dispatcher.call("aten::index_select", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::indices} ({@code torch.indices}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::indices(Tensor(a) self) -&gt; Tensor(a)
     * </pre>
     */
    public Tensor indices(Object... args) {
        return (Tensor) Dispatcher.call("aten::indices", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::indices_copy} ({@code torch.indices_copy}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::indices_copy(Tensor self) -&gt; Tensor
     * aten::indices_copy.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor indicesCopy(Object... args) {
        return (Tensor) Dispatcher.call("aten::indices_copy", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::inner} ({@code torch.inner}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::inner(Tensor self, Tensor other) -&gt; Tensor
     * aten::inner.out(Tensor self, Tensor other, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor inner(Object... args) {
        return (Tensor) Dispatcher.call("aten::inner", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::int_repr} ({@code torch.int_repr}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::int_repr(Tensor self) -&gt; Tensor
     * aten::int_repr.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor intRepr(Object... args) {
        return (Tensor) Dispatcher.call("aten::int_repr", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::inverse} ({@code torch.inverse}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::inverse(Tensor self) -&gt; Tensor
     * aten::inverse.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor inverse(Object... args) {
        return (Tensor) Dispatcher.call("aten::inverse", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::is_coalesced} ({@code torch.is_coalesced}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::is_coalesced(Tensor self) -&gt; bool
     * </pre>
     */
    public Object isCoalesced(Object... args) {
        return Dispatcher.call("aten::is_coalesced", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::is_complex} ({@code torch.is_complex}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::is_complex(Tensor self) -&gt; bool
     * </pre>
     */
    public Object isComplex(Object... args) {
        return Dispatcher.call("aten::is_complex", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::is_conj} ({@code torch.is_conj}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::is_conj(Tensor self) -&gt; bool
     * </pre>
     */
    public Object isConj(Object... args) {
        return Dispatcher.call("aten::is_conj", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::is_contiguous} ({@code torch.is_contiguous}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::is_contiguous(Tensor self) -&gt; bool
     * aten::is_contiguous.memory_format(Tensor self, MemoryFormat memory_format) -&gt; bool
     * </pre>
     */
    public Object isContiguous(Object... args) {
        return Dispatcher.call("aten::is_contiguous", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::is_distributed} ({@code torch.is_distributed}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::is_distributed(Tensor self) -&gt; bool
     * </pre>
     */
    public Object isDistributed(Object... args) {
        return Dispatcher.call("aten::is_distributed", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::is_floating_point} ({@code torch.is_floating_point}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::is_floating_point(Tensor self) -&gt; bool
     * </pre>
     */
    public Object isFloatingPoint(Object... args) {
        return Dispatcher.call("aten::is_floating_point", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::is_inference} ({@code torch.is_inference}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::is_inference(Tensor self) -&gt; bool
     * </pre>
     */
    public Object isInference(Object... args) {
        return Dispatcher.call("aten::is_inference", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::is_leaf} ({@code torch.is_leaf}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::is_leaf(Tensor self) -&gt; bool
     * </pre>
     */
    public Object isLeaf(Object... args) {
        return Dispatcher.call("aten::is_leaf", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::is_neg} ({@code torch.is_neg}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::is_neg(Tensor self) -&gt; bool
     * </pre>
     */
    public Object isNeg(Object... args) {
        return Dispatcher.call("aten::is_neg", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::is_nonzero} ({@code torch.is_nonzero}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::is_nonzero(Tensor self) -&gt; bool
     * </pre>
     */
    public Object isNonzero(Object... args) {
        return Dispatcher.call("aten::is_nonzero", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::is_pinned} ({@code torch.is_pinned}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::is_pinned(Tensor self, Device? device=None) -&gt; bool
     * </pre>
     */
    public Object isPinned(Object... args) {
        return Dispatcher.call("aten::is_pinned", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::is_same_size} ({@code torch.is_same_size}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::is_same_size(Tensor self, Tensor other) -&gt; bool
     * </pre>
     */
    public Object isSameSize(Object... args) {
        return Dispatcher.call("aten::is_same_size", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::is_set_to} ({@code torch.is_set_to}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::is_set_to(Tensor self, Tensor tensor) -&gt; bool
     * </pre>
     */
    public Object isSetTo(Object... args) {
        return Dispatcher.call("aten::is_set_to", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::is_signed} ({@code torch.is_signed}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::is_signed(Tensor self) -&gt; bool
     * </pre>
     */
    public Object isSigned(Object... args) {
        return Dispatcher.call("aten::is_signed", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::isclose} ({@code torch.isclose}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::isclose(Tensor self, Tensor other, float rtol=1.0000000000000001e-05, float atol=1e-08, bool equal_nan=False) -&gt; Tensor
     * </pre>
     */
    public Tensor isclose(Object... args) {
        return (Tensor) Dispatcher.call("aten::isclose", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::isfinite} ({@code torch.isfinite}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::isfinite(Tensor self) -&gt; Tensor
     * </pre>
     */
    public Tensor isfinite(Object... args) {
        return (Tensor) Dispatcher.call("aten::isfinite", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::isinf} ({@code torch.isinf}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::isinf(Tensor self) -&gt; Tensor
     * aten::isinf.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor isinf(Object... args) {
        return (Tensor) Dispatcher.call("aten::isinf", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::isnan} ({@code torch.isnan}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::isnan(Tensor self) -&gt; Tensor
     * aten::isnan.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor isnan(Object... args) {
        return (Tensor) Dispatcher.call("aten::isnan", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::isneginf} ({@code torch.isneginf}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::isneginf(Tensor self) -&gt; Tensor
     * aten::isneginf.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor isneginf(Object... args) {
        return (Tensor) Dispatcher.call("aten::isneginf", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::isposinf} ({@code torch.isposinf}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::isposinf(Tensor self) -&gt; Tensor
     * aten::isposinf.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor isposinf(Object... args) {
        return (Tensor) Dispatcher.call("aten::isposinf", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::isreal} ({@code torch.isreal}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::isreal(Tensor self) -&gt; Tensor
     * </pre>
     */
    public Tensor isreal(Object... args) {
        return (Tensor) Dispatcher.call("aten::isreal", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::istft} ({@code torch.istft}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::istft(Tensor self, int n_fft, int? hop_length=None, int? win_length=None, Tensor? window=None, bool center=True, bool normalized=False, bool? onesided=None, int? length=None, bool return_complex=False) -&gt; Tensor
     * </pre>
     */
    public Tensor istft(Object... args) {
        return (Tensor) Dispatcher.call("aten::istft", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::item} ({@code torch.item}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::item(Tensor self) -&gt; Scalar
     * </pre>
     */
    public Object item(Object... args) {
        return Dispatcher.call("aten::item", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::kl_div} ({@code torch.kl_div}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::kl_div(Tensor self, Tensor target, int reduction=1, *, bool log_target=False) -&gt; Tensor
     * </pre>
     */
    public Tensor klDiv(Object... args) {
        return (Tensor) Dispatcher.call("aten::kl_div", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::kron} ({@code torch.kron}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::kron(Tensor self, Tensor other) -&gt; Tensor
     * aten::kron.out(Tensor self, Tensor other, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor kron(Object... args) {
        return (Tensor) Dispatcher.call("aten::kron", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::kthvalue} ({@code torch.kthvalue}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::kthvalue(Tensor self, SymInt k, int dim=-1, bool keepdim=False) -&gt; (Tensor values, Tensor indices)
     * aten::kthvalue.values(Tensor self, SymInt k, int dim=-1, bool keepdim=False, *, Tensor(a!) values, Tensor(b!) indices) -&gt; (Tensor(a!) values, Tensor(b!) indices)
     * </pre>
     */
    public List<Tensor> kthvalue(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::kthvalue", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::l1_loss} ({@code torch.l1_loss}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::l1_loss(Tensor self, Tensor target, int reduction=1) -&gt; Tensor
     * </pre>
     */
    public Tensor l1Loss(Object... args) {
        return (Tensor) Dispatcher.call("aten::l1_loss", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::lcm} ({@code torch.lcm}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::lcm(Tensor self, Tensor other) -&gt; Tensor
     * aten::lcm.out(Tensor self, Tensor other, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor lcm(Object... args) {
        return (Tensor) Dispatcher.call("aten::lcm", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::lcm_} ({@code torch.lcm_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::lcm_(Tensor(a!) self, Tensor other) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor lcmInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::lcm_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::ldexp} ({@code torch.ldexp}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::ldexp.Tensor(Tensor self, Tensor other) -&gt; Tensor
     * aten::ldexp.out(Tensor self, Tensor other, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor ldexp(Object... args) {
        return (Tensor) Dispatcher.call("aten::ldexp", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::ldexp_} ({@code torch.ldexp_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::ldexp_(Tensor(a!) self, Tensor other) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor ldexpInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::ldexp_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::le_} ({@code torch.le_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::le_.Scalar(Tensor(a!) self, Scalar other) -&gt; Tensor(a!)
     * aten::le_.Tensor(Tensor(a!) self, Tensor other) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor leInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::le_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::leaky_relu} ({@code torch.leaky_relu}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::leaky_relu(Tensor self, Scalar negative_slope=0.01) -&gt; Tensor
     * aten::leaky_relu.out(Tensor self, Scalar negative_slope=0.01, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor leakyRelu(Object... args) {
        return (Tensor) Dispatcher.call("aten::leaky_relu", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::leaky_relu_} ({@code torch.leaky_relu_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::leaky_relu_(Tensor(a!) self, Scalar negative_slope=0.01) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor leakyReluInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::leaky_relu_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::lerp} ({@code torch.lerp}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::lerp.Scalar(Tensor self, Tensor end, Scalar weight) -&gt; Tensor
     * aten::lerp.Scalar_out(Tensor self, Tensor end, Scalar weight, *, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::lerp.Tensor(Tensor self, Tensor end, Tensor weight) -&gt; Tensor
     * aten::lerp.Tensor_out(Tensor self, Tensor end, Tensor weight, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor lerp(Object... args) {
        return (Tensor) Dispatcher.call("aten::lerp", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::lerp_} ({@code torch.lerp_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::lerp_.Scalar(Tensor(a!) self, Tensor end, Scalar weight) -&gt; Tensor(a!)
     * aten::lerp_.Tensor(Tensor(a!) self, Tensor end, Tensor weight) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor lerpInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::lerp_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::less} ({@code torch.less}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::less.Scalar(Tensor self, Scalar other) -&gt; Tensor
     * aten::less.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::less.Tensor(Tensor self, Tensor other) -&gt; Tensor
     * aten::less.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor less(Object... args) {
        return (Tensor) Dispatcher.call("aten::less", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::less_} ({@code torch.less_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::less_.Scalar(Tensor(a!) self, Scalar other) -&gt; Tensor(a!)
     * aten::less_.Tensor(Tensor(a!) self, Tensor other) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor lessInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::less_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::less_equal} ({@code torch.less_equal}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::less_equal.Scalar(Tensor self, Scalar other) -&gt; Tensor
     * aten::less_equal.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::less_equal.Tensor(Tensor self, Tensor other) -&gt; Tensor
     * aten::less_equal.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor lessEqual(Object... args) {
        return (Tensor) Dispatcher.call("aten::less_equal", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::less_equal_} ({@code torch.less_equal_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::less_equal_.Scalar(Tensor(a!) self, Scalar other) -&gt; Tensor(a!)
     * aten::less_equal_.Tensor(Tensor(a!) self, Tensor other) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor lessEqualInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::less_equal_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::lgamma} ({@code torch.lgamma}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::lgamma(Tensor self) -&gt; Tensor
     * aten::lgamma.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor lgamma(Object... args) {
        return (Tensor) Dispatcher.call("aten::lgamma", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::lgamma_} ({@code torch.lgamma_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::lgamma_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor lgammaInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::lgamma_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::lift} ({@code torch.lift}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::lift(Tensor self) -&gt; Tensor
     * aten::lift.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor lift(Object... args) {
        return (Tensor) Dispatcher.call("aten::lift", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::lift_fresh} ({@code torch.lift_fresh}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::lift_fresh(Tensor(a) self) -&gt; Tensor(a)
     * </pre>
     */
    public Tensor liftFresh(Object... args) {
        return (Tensor) Dispatcher.call("aten::lift_fresh", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::lift_fresh_copy} ({@code torch.lift_fresh_copy}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::lift_fresh_copy(Tensor self) -&gt; Tensor
     * aten::lift_fresh_copy.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor liftFreshCopy(Object... args) {
        return (Tensor) Dispatcher.call("aten::lift_fresh_copy", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::linalg__powsum} ({@code torch.linalg__powsum}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::linalg__powsum(Tensor self, Scalar ord=2, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -&gt; Tensor
     * </pre>
     */
    public Tensor linalgPowsum(Object... args) {
        return (Tensor) Dispatcher.call("aten::linalg__powsum", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::linalg_cholesky} ({@code torch.linalg_cholesky}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::linalg_cholesky(Tensor self, *, bool upper=False) -&gt; Tensor
     * aten::linalg_cholesky.out(Tensor self, *, bool upper=False, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor linalgCholesky(Object... args) {
        return (Tensor) Dispatcher.call("aten::linalg_cholesky", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::linalg_cholesky_ex} ({@code torch.linalg_cholesky_ex}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::linalg_cholesky_ex(Tensor self, *, bool upper=False, bool check_errors=False) -&gt; (Tensor L, Tensor info)
     * aten::linalg_cholesky_ex.L(Tensor self, *, bool upper=False, bool check_errors=False, Tensor(a!) L, Tensor(b!) info) -&gt; (Tensor(a!) L, Tensor(b!) info)
     * </pre>
     */
    public List<Tensor> linalgCholeskyEx(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::linalg_cholesky_ex", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::linalg_cond} ({@code torch.linalg_cond}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::linalg_cond(Tensor self, Scalar? p=None) -&gt; Tensor
     * aten::linalg_cond.out(Tensor self, Scalar? p=None, *, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::linalg_cond.p_str(Tensor self, str p) -&gt; Tensor
     * aten::linalg_cond.p_str_out(Tensor self, str p, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor linalgCond(Object... args) {
        return (Tensor) Dispatcher.call("aten::linalg_cond", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::linalg_cross} ({@code torch.linalg_cross}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::linalg_cross(Tensor self, Tensor other, *, int dim=-1) -&gt; Tensor
     * aten::linalg_cross.out(Tensor self, Tensor other, *, int dim=-1, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor linalgCross(Object... args) {
        return (Tensor) Dispatcher.call("aten::linalg_cross", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::linalg_eig} ({@code torch.linalg_eig}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::linalg_eig(Tensor self) -&gt; (Tensor eigenvalues, Tensor eigenvectors)
     * aten::linalg_eig.out(Tensor self, *, Tensor(a!) eigenvalues, Tensor(b!) eigenvectors) -&gt; (Tensor(a!) eigenvalues, Tensor(b!) eigenvectors)
     * </pre>
     */
    public List<Tensor> linalgEig(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::linalg_eig", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::linalg_eigh} ({@code torch.linalg_eigh}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::linalg_eigh(Tensor self, str UPLO="L") -&gt; (Tensor eigenvalues, Tensor eigenvectors)
     * aten::linalg_eigh.eigvals(Tensor self, str UPLO="L", *, Tensor(a!) eigvals, Tensor(b!) eigvecs) -&gt; (Tensor(a!) eigenvalues, Tensor(b!) eigenvectors)
     * </pre>
     */
    public List<Tensor> linalgEigh(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::linalg_eigh", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::linalg_eigvals} ({@code torch.linalg_eigvals}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::linalg_eigvals(Tensor self) -&gt; Tensor
     * aten::linalg_eigvals.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor linalgEigvals(Object... args) {
        return (Tensor) Dispatcher.call("aten::linalg_eigvals", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::linalg_eigvalsh} ({@code torch.linalg_eigvalsh}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::linalg_eigvalsh(Tensor self, str UPLO="L") -&gt; Tensor
     * aten::linalg_eigvalsh.out(Tensor self, str UPLO="L", *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor linalgEigvalsh(Object... args) {
        return (Tensor) Dispatcher.call("aten::linalg_eigvalsh", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::linalg_ldl_factor} ({@code torch.linalg_ldl_factor}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::linalg_ldl_factor(Tensor self, *, bool hermitian=False) -&gt; (Tensor LD, Tensor pivots)
     * aten::linalg_ldl_factor.out(Tensor self, *, bool hermitian=False, Tensor(a!) LD, Tensor(b!) pivots) -&gt; (Tensor(a!) LD, Tensor(b!) pivots)
     * </pre>
     */
    public List<Tensor> linalgLdlFactor(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::linalg_ldl_factor", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::linalg_ldl_factor_ex} ({@code torch.linalg_ldl_factor_ex}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::linalg_ldl_factor_ex(Tensor self, *, bool hermitian=False, bool check_errors=False) -&gt; (Tensor LD, Tensor pivots, Tensor info)
     * aten::linalg_ldl_factor_ex.out(Tensor self, *, bool hermitian=False, bool check_errors=False, Tensor(a!) LD, Tensor(b!) pivots, Tensor(c!) info) -&gt; (Tensor(a!) LD, Tensor(b!) pivots, Tensor(c!) info)
     * </pre>
     */
    public List<Tensor> linalgLdlFactorEx(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::linalg_ldl_factor_ex", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::linalg_lstsq} ({@code torch.linalg_lstsq}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::linalg_lstsq(Tensor self, Tensor b, float? rcond=None, *, str? driver=None) -&gt; (Tensor solution, Tensor residuals, Tensor rank, Tensor singular_values)
     * aten::linalg_lstsq.out(Tensor self, Tensor b, float? rcond=None, *, str? driver=None, Tensor(a!) solution, Tensor(b!) residuals, Tensor(c!) rank, Tensor(d!) singular_values) -&gt; (Tensor(a!) solution, Tensor(b!) residuals, Tensor(c!) rank, Tensor(d!) singular_values)
     * </pre>
     */
    public List<Tensor> linalgLstsq(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::linalg_lstsq", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::linalg_matmul} ({@code torch.linalg_matmul}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::linalg_matmul(Tensor self, Tensor other) -&gt; Tensor
     * aten::linalg_matmul.out(Tensor self, Tensor other, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor linalgMatmul(Object... args) {
        return (Tensor) Dispatcher.call("aten::linalg_matmul", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::linalg_matrix_exp} ({@code torch.linalg_matrix_exp}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::linalg_matrix_exp(Tensor self) -&gt; Tensor
     * aten::linalg_matrix_exp.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor linalgMatrixExp(Object... args) {
        return (Tensor) Dispatcher.call("aten::linalg_matrix_exp", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::linalg_matrix_norm} ({@code torch.linalg_matrix_norm}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::linalg_matrix_norm(Tensor self, Scalar ord, int[] dim=[-2, -1], bool keepdim=False, *, ScalarType? dtype=None) -&gt; Tensor
     * aten::linalg_matrix_norm.out(Tensor self, Scalar ord, int[] dim=[-2, -1], bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::linalg_matrix_norm.str_ord(Tensor self, str ord="fro", int[] dim=[-2, -1], bool keepdim=False, *, ScalarType? dtype=None) -&gt; Tensor
     * aten::linalg_matrix_norm.str_ord_out(Tensor self, str ord="fro", int[] dim=[-2, -1], bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor linalgMatrixNorm(Object... args) {
        return (Tensor) Dispatcher.call("aten::linalg_matrix_norm", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::linalg_matrix_power} ({@code torch.linalg_matrix_power}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::linalg_matrix_power(Tensor self, int n) -&gt; Tensor
     * aten::linalg_matrix_power.out(Tensor self, int n, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor linalgMatrixPower(Object... args) {
        return (Tensor) Dispatcher.call("aten::linalg_matrix_power", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::linalg_norm} ({@code torch.linalg_norm}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::linalg_norm(Tensor self, Scalar? ord=None, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -&gt; Tensor
     * aten::linalg_norm.ord_str(Tensor self, str ord, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -&gt; Tensor
     * aten::linalg_norm.ord_str_out(Tensor self, str ord, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::linalg_norm.out(Tensor self, Scalar? ord=None, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor linalgNorm(Object... args) {
        return (Tensor) Dispatcher.call("aten::linalg_norm", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::linalg_pinv} ({@code torch.linalg_pinv}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::linalg_pinv(Tensor self, float rcond, bool hermitian=False) -&gt; Tensor
     * aten::linalg_pinv.atol_rtol_float(Tensor self, *, float? atol=None, float? rtol=None, bool hermitian=False) -&gt; Tensor
     * aten::linalg_pinv.atol_rtol_float_out(Tensor self, *, float? atol=None, float? rtol=None, bool hermitian=False, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::linalg_pinv.atol_rtol_tensor(Tensor self, *, Tensor? atol=None, Tensor? rtol=None, bool hermitian=False) -&gt; Tensor
     * aten::linalg_pinv.atol_rtol_tensor_out(Tensor self, *, Tensor? atol=None, Tensor? rtol=None, bool hermitian=False, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::linalg_pinv.out(Tensor self, float rcond, bool hermitian=False, *, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::linalg_pinv.out_rcond_tensor(Tensor self, Tensor rcond, bool hermitian=False, *, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::linalg_pinv.rcond_tensor(Tensor self, Tensor rcond, bool hermitian=False) -&gt; Tensor
     * </pre>
     */
    public Tensor linalgPinv(Object... args) {
        return (Tensor) Dispatcher.call("aten::linalg_pinv", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::linalg_solve_triangular} ({@code torch.linalg_solve_triangular}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::linalg_solve_triangular(Tensor self, Tensor B, *, bool upper, bool left=True, bool unitriangular=False) -&gt; Tensor
     * aten::linalg_solve_triangular.out(Tensor self, Tensor B, *, bool upper, bool left=True, bool unitriangular=False, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor linalgSolveTriangular(Object... args) {
        return (Tensor) Dispatcher.call("aten::linalg_solve_triangular", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::linalg_tensorinv} ({@code torch.linalg_tensorinv}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::linalg_tensorinv(Tensor self, int ind=2) -&gt; Tensor
     * aten::linalg_tensorinv.out(Tensor self, int ind=2, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor linalgTensorinv(Object... args) {
        return (Tensor) Dispatcher.call("aten::linalg_tensorinv", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::linalg_tensorsolve} ({@code torch.linalg_tensorsolve}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::linalg_tensorsolve(Tensor self, Tensor other, int[]? dims=None) -&gt; Tensor
     * aten::linalg_tensorsolve.out(Tensor self, Tensor other, int[]? dims=None, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor linalgTensorsolve(Object... args) {
        return (Tensor) Dispatcher.call("aten::linalg_tensorsolve", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::linalg_vector_norm} ({@code torch.linalg_vector_norm}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::linalg_vector_norm(Tensor self, Scalar ord=2, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -&gt; Tensor
     * aten::linalg_vector_norm.out(Tensor self, Scalar ord=2, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor linalgVectorNorm(Object... args) {
        return (Tensor) Dispatcher.call("aten::linalg_vector_norm", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::linear_backward} ({@code torch.linear_backward}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::linear_backward(Tensor self, Tensor grad_output, Tensor weight, bool[3] output_mask) -&gt; (Tensor, Tensor, Tensor)
     * aten::linear_backward.out(Tensor self, Tensor grad_output, Tensor weight, bool[3] output_mask, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -&gt; (Tensor(a!), Tensor(b!), Tensor(c!))
     * </pre>
     */
    public List<Tensor> linearBackward(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::linear_backward", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::log10} ({@code torch.log10}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::log10(Tensor self) -&gt; Tensor
     * aten::log10.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor log10(Object... args) {
        return (Tensor) Dispatcher.call("aten::log10", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::log10_} ({@code torch.log10_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::log10_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor log10InPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::log10_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::log1p} ({@code torch.log1p}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::log1p(Tensor self) -&gt; Tensor
     * aten::log1p.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor log1p(Object... args) {
        return (Tensor) Dispatcher.call("aten::log1p", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::log1p_} ({@code torch.log1p_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::log1p_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor log1pInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::log1p_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::log2} ({@code torch.log2}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::log2(Tensor self) -&gt; Tensor
     * aten::log2.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor log2(Object... args) {
        return (Tensor) Dispatcher.call("aten::log2", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::log2_} ({@code torch.log2_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::log2_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor log2InPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::log2_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::log_} ({@code torch.log_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::log_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor logInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::log_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::log_normal} ({@code torch.log_normal}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::log_normal(Tensor self, float mean=1., float std=2., *, Generator? generator=None) -&gt; Tensor
     * aten::log_normal.out(Tensor self, float mean=1., float std=2., *, Generator? generator=None, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor logNormal(Object... args) {
        return (Tensor) Dispatcher.call("aten::log_normal", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::log_normal_} ({@code torch.log_normal_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::log_normal_(Tensor(a!) self, float mean=1., float std=2., *, Generator? generator=None) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor logNormalInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::log_normal_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::log_sigmoid} ({@code torch.log_sigmoid}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::log_sigmoid(Tensor self) -&gt; Tensor
     * aten::log_sigmoid.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor logSigmoid(Object... args) {
        return (Tensor) Dispatcher.call("aten::log_sigmoid", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::log_sigmoid_forward} ({@code torch.log_sigmoid_forward}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::log_sigmoid_forward(Tensor self) -&gt; (Tensor output, Tensor buffer)
     * aten::log_sigmoid_forward.output(Tensor self, *, Tensor(a!) output, Tensor(b!) buffer) -&gt; (Tensor(a!), Tensor(b!))
     * </pre>
     */
    public List<Tensor> logSigmoidForward(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::log_sigmoid_forward", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::logaddexp} ({@code torch.logaddexp}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::logaddexp(Tensor self, Tensor other) -&gt; Tensor
     * aten::logaddexp.out(Tensor self, Tensor other, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor logaddexp(Object... args) {
        return (Tensor) Dispatcher.call("aten::logaddexp", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::logaddexp2} ({@code torch.logaddexp2}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::logaddexp2(Tensor self, Tensor other) -&gt; Tensor
     * aten::logaddexp2.out(Tensor self, Tensor other, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor logaddexp2(Object... args) {
        return (Tensor) Dispatcher.call("aten::logaddexp2", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::logcumsumexp} ({@code torch.logcumsumexp}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::logcumsumexp(Tensor self, int dim) -&gt; Tensor
     * aten::logcumsumexp.out(Tensor self, int dim, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor logcumsumexp(Object... args) {
        return (Tensor) Dispatcher.call("aten::logcumsumexp", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::logdet} ({@code torch.logdet}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::logdet(Tensor self) -&gt; Tensor
     * </pre>
     */
    public Tensor logdet(Object... args) {
        return (Tensor) Dispatcher.call("aten::logdet", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::logical_and} ({@code torch.logical_and}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::logical_and(Tensor self, Tensor other) -&gt; Tensor
     * aten::logical_and.out(Tensor self, Tensor other, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor logicalAnd(Object... args) {
        return (Tensor) Dispatcher.call("aten::logical_and", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::logical_and_} ({@code torch.logical_and_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::logical_and_(Tensor(a!) self, Tensor other) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor logicalAndInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::logical_and_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::logical_not} ({@code torch.logical_not}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::logical_not(Tensor self) -&gt; Tensor
     * aten::logical_not.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor logicalNot(Object... args) {
        return (Tensor) Dispatcher.call("aten::logical_not", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::logical_not_} ({@code torch.logical_not_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::logical_not_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor logicalNotInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::logical_not_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::logical_or} ({@code torch.logical_or}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::logical_or(Tensor self, Tensor other) -&gt; Tensor
     * aten::logical_or.out(Tensor self, Tensor other, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor logicalOr(Object... args) {
        return (Tensor) Dispatcher.call("aten::logical_or", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::logical_or_} ({@code torch.logical_or_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::logical_or_(Tensor(a!) self, Tensor other) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor logicalOrInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::logical_or_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::logical_xor} ({@code torch.logical_xor}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::logical_xor(Tensor self, Tensor other) -&gt; Tensor
     * aten::logical_xor.out(Tensor self, Tensor other, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor logicalXor(Object... args) {
        return (Tensor) Dispatcher.call("aten::logical_xor", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::logical_xor_} ({@code torch.logical_xor_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::logical_xor_(Tensor(a!) self, Tensor other) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor logicalXorInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::logical_xor_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::logit} ({@code torch.logit}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::logit(Tensor self, float? eps=None) -&gt; Tensor
     * aten::logit.out(Tensor self, float? eps=None, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor logit(Object... args) {
        return (Tensor) Dispatcher.call("aten::logit", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::logit_} ({@code torch.logit_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::logit_(Tensor(a!) self, float? eps=None) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor logitInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::logit_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::logsumexp} ({@code torch.logsumexp}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::logsumexp(Tensor self, int[1] dim, bool keepdim=False) -&gt; Tensor
     * aten::logsumexp.out(Tensor self, int[1] dim, bool keepdim=False, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor logsumexp(Object... args) {
        return (Tensor) Dispatcher.call("aten::logsumexp", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::lt_} ({@code torch.lt_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::lt_.Scalar(Tensor(a!) self, Scalar other) -&gt; Tensor(a!)
     * aten::lt_.Tensor(Tensor(a!) self, Tensor other) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor ltInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::lt_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::lu_solve} ({@code torch.lu_solve}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::lu_solve(Tensor self, Tensor LU_data, Tensor LU_pivots) -&gt; Tensor
     * aten::lu_solve.out(Tensor self, Tensor LU_data, Tensor LU_pivots, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor luSolve(Object... args) {
        return (Tensor) Dispatcher.call("aten::lu_solve", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::mH} ({@code torch.mH}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::mH(Tensor(a) self) -&gt; Tensor(a)
     * </pre>
     */
    public Tensor mH(Object... args) {
        return (Tensor) Dispatcher.call("aten::mH", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::mT} ({@code torch.mT}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::mT(Tensor(a) self) -&gt; Tensor(a)
     * </pre>
     */
    public Tensor mT(Object... args) {
        return (Tensor) Dispatcher.call("aten::mT", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::masked_fill} ({@code torch.masked_fill}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::masked_fill.Scalar(Tensor self, Tensor mask, Scalar value) -&gt; Tensor
     * aten::masked_fill.Scalar_out(Tensor self, Tensor mask, Scalar value, *, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::masked_fill.Tensor(Tensor self, Tensor mask, Tensor value) -&gt; Tensor
     * aten::masked_fill.Tensor_out(Tensor self, Tensor mask, Tensor value, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor maskedFill(Object... args) {
        return (Tensor) Dispatcher.call("aten::masked_fill", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::masked_fill_} ({@code torch.masked_fill_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::masked_fill_.Scalar(Tensor(a!) self, Tensor mask, Scalar value) -&gt; Tensor(a!)
     * aten::masked_fill_.Tensor(Tensor(a!) self, Tensor mask, Tensor value) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor maskedFillInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::masked_fill_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::masked_scatter} ({@code torch.masked_scatter}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::masked_scatter(Tensor self, Tensor mask, Tensor source) -&gt; Tensor
     * aten::masked_scatter.out(Tensor self, Tensor mask, Tensor source, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor maskedScatter(Object... args) {
        return (Tensor) Dispatcher.call("aten::masked_scatter", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::masked_scatter_} ({@code torch.masked_scatter_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::masked_scatter_(Tensor(a!) self, Tensor mask, Tensor source) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor maskedScatterInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::masked_scatter_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::masked_select} ({@code torch.masked_select}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::masked_select(Tensor self, Tensor mask) -&gt; Tensor
     * aten::masked_select.out(Tensor self, Tensor mask, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor maskedSelect(Object... args) {
        return (Tensor) Dispatcher.call("aten::masked_select", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::matrix_H} ({@code torch.matrix_H}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::matrix_H(Tensor(a) self) -&gt; Tensor(a)
     * </pre>
     */
    public Tensor matrixH(Object... args) {
        return (Tensor) Dispatcher.call("aten::matrix_H", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::matrix_exp} ({@code torch.matrix_exp}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::matrix_exp(Tensor self) -&gt; Tensor
     * </pre>
     */
    public Tensor matrixExp(Object... args) {
        return (Tensor) Dispatcher.call("aten::matrix_exp", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::matrix_exp_backward} ({@code torch.matrix_exp_backward}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::matrix_exp_backward(Tensor self, Tensor grad) -&gt; Tensor
     * </pre>
     */
    public Tensor matrixExpBackward(Object... args) {
        return (Tensor) Dispatcher.call("aten::matrix_exp_backward", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::matrix_power} ({@code torch.matrix_power}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::matrix_power(Tensor self, int n) -&gt; Tensor
     * aten::matrix_power.out(Tensor self, int n, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor matrixPower(Object... args) {
        return (Tensor) Dispatcher.call("aten::matrix_power", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::max_pool1d} ({@code torch.max_pool1d}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::max_pool1d(Tensor self, int[1] kernel_size, int[1] stride=[], int[1] padding=[0], int[1] dilation=[1], bool ceil_mode=False) -&gt; Tensor
     * </pre>
     */
    public Tensor maxPool1d(Object... args) {
        return (Tensor) Dispatcher.call("aten::max_pool1d", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::max_pool1d_with_indices} ({@code torch.max_pool1d_with_indices}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::max_pool1d_with_indices(Tensor self, int[1] kernel_size, int[1] stride=[], int[1] padding=[0], int[1] dilation=[1], bool ceil_mode=False) -&gt; (Tensor, Tensor)
     * </pre>
     */
    public List<Tensor> maxPool1dWithIndices(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::max_pool1d_with_indices", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::max_pool2d_with_indices} ({@code torch.max_pool2d_with_indices}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::max_pool2d_with_indices(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False) -&gt; (Tensor, Tensor)
     * aten::max_pool2d_with_indices.out(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False, *, Tensor(a!) out, Tensor(b!) indices) -&gt; (Tensor(a!), Tensor(b!))
     * </pre>
     */
    public List<Tensor> maxPool2dWithIndices(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::max_pool2d_with_indices", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::max_pool3d} ({@code torch.max_pool3d}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::max_pool3d(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] padding=0, int[3] dilation=1, bool ceil_mode=False) -&gt; Tensor
     * </pre>
     */
    public Tensor maxPool3d(Object... args) {
        return (Tensor) Dispatcher.call("aten::max_pool3d", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::max_pool3d_with_indices} ({@code torch.max_pool3d_with_indices}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::max_pool3d_with_indices(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] padding=0, int[3] dilation=1, bool ceil_mode=False) -&gt; (Tensor, Tensor)
     * aten::max_pool3d_with_indices.out(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] padding=0, int[3] dilation=1, bool ceil_mode=False, *, Tensor(a!) out, Tensor(b!) indices) -&gt; (Tensor(a!), Tensor(b!))
     * </pre>
     */
    public List<Tensor> maxPool3dWithIndices(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::max_pool3d_with_indices", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::max_unpool2d} ({@code torch.max_unpool2d}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::max_unpool2d(Tensor self, Tensor indices, SymInt[2] output_size) -&gt; Tensor
     * aten::max_unpool2d.out(Tensor self, Tensor indices, SymInt[2] output_size, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor maxUnpool2d(Object... args) {
        return (Tensor) Dispatcher.call("aten::max_unpool2d", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::max_unpool3d} ({@code torch.max_unpool3d}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::max_unpool3d(Tensor self, Tensor indices, SymInt[3] output_size, int[3] stride, int[3] padding) -&gt; Tensor
     * aten::max_unpool3d.out(Tensor self, Tensor indices, SymInt[3] output_size, int[3] stride, int[3] padding, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor maxUnpool3d(Object... args) {
        return (Tensor) Dispatcher.call("aten::max_unpool3d", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::maximum} ({@code torch.maximum}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::maximum(Tensor self, Tensor other) -&gt; Tensor
     * aten::maximum.out(Tensor self, Tensor other, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor maximum(Object... args) {
        return (Tensor) Dispatcher.call("aten::maximum", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::median} ({@code torch.median}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::median(Tensor self) -&gt; Tensor
     * aten::median.dim(Tensor self, int dim, bool keepdim=False) -&gt; (Tensor values, Tensor indices)
     * aten::median.dim_values(Tensor self, int dim, bool keepdim=False, *, Tensor(a!) values, Tensor(b!) indices) -&gt; (Tensor(a!) values, Tensor(b!) indices)
     * aten::median.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Object median(Object... args) {
        return Dispatcher.call("aten::median", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::minimum} ({@code torch.minimum}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::minimum(Tensor self, Tensor other) -&gt; Tensor
     * aten::minimum.out(Tensor self, Tensor other, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor minimum(Object... args) {
        return (Tensor) Dispatcher.call("aten::minimum", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::miopen_convolution} ({@code torch.miopen_convolution}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::miopen_convolution(Tensor self, Tensor weight, Tensor? bias, SymInt[] padding, SymInt[] stride, SymInt[] dilation, SymInt groups, bool benchmark, bool deterministic) -&gt; Tensor
     * aten::miopen_convolution.out(Tensor self, Tensor weight, Tensor? bias, SymInt[] padding, SymInt[] stride, SymInt[] dilation, SymInt groups, bool benchmark, bool deterministic, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor miopenConvolution(Object... args) {
        return (Tensor) Dispatcher.call("aten::miopen_convolution", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::miopen_convolution_add_relu} ({@code torch.miopen_convolution_add_relu}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::miopen_convolution_add_relu(Tensor self, Tensor weight, Tensor z, Scalar? alpha, Tensor? bias, SymInt[] stride, SymInt[] padding, SymInt[] dilation, SymInt groups) -&gt; Tensor
     * </pre>
     */
    public Tensor miopenConvolutionAddRelu(Object... args) {
        return (Tensor) Dispatcher.call("aten::miopen_convolution_add_relu", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::miopen_convolution_relu} ({@code torch.miopen_convolution_relu}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::miopen_convolution_relu(Tensor self, Tensor weight, Tensor? bias, SymInt[] stride, SymInt[] padding, SymInt[] dilation, SymInt groups) -&gt; Tensor
     * </pre>
     */
    public Tensor miopenConvolutionRelu(Object... args) {
        return (Tensor) Dispatcher.call("aten::miopen_convolution_relu", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::miopen_convolution_transpose} ({@code torch.miopen_convolution_transpose}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::miopen_convolution_transpose(Tensor self, Tensor weight, Tensor? bias, SymInt[] padding, SymInt[] output_padding, SymInt[] stride, SymInt[] dilation, SymInt groups, bool benchmark, bool deterministic) -&gt; Tensor
     * aten::miopen_convolution_transpose.out(Tensor self, Tensor weight, Tensor? bias, SymInt[] padding, SymInt[] output_padding, SymInt[] stride, SymInt[] dilation, SymInt groups, bool benchmark, bool deterministic, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor miopenConvolutionTranspose(Object... args) {
        return (Tensor) Dispatcher.call("aten::miopen_convolution_transpose", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::miopen_depthwise_convolution} ({@code torch.miopen_depthwise_convolution}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::miopen_depthwise_convolution(Tensor self, Tensor weight, Tensor? bias, SymInt[] padding, SymInt[] stride, SymInt[] dilation, SymInt groups, bool benchmark, bool deterministic) -&gt; Tensor
     * aten::miopen_depthwise_convolution.out(Tensor self, Tensor weight, Tensor? bias, SymInt[] padding, SymInt[] stride, SymInt[] dilation, SymInt groups, bool benchmark, bool deterministic, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor miopenDepthwiseConvolution(Object... args) {
        return (Tensor) Dispatcher.call("aten::miopen_depthwise_convolution", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::mish} ({@code torch.mish}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::mish(Tensor self) -&gt; Tensor
     * aten::mish.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor mish(Object... args) {
        return (Tensor) Dispatcher.call("aten::mish", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::mish_} ({@code torch.mish_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::mish_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor mishInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::mish_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::mkldnn_adaptive_avg_pool2d} ({@code torch.mkldnn_adaptive_avg_pool2d}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::mkldnn_adaptive_avg_pool2d(Tensor self, int[2] output_size) -&gt; Tensor
     * aten::mkldnn_adaptive_avg_pool2d.out(Tensor self, int[2] output_size, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor mkldnnAdaptiveAvgPool2d(Object... args) {
        return (Tensor) Dispatcher.call("aten::mkldnn_adaptive_avg_pool2d", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::mkldnn_convolution} ({@code torch.mkldnn_convolution}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::mkldnn_convolution(Tensor self, Tensor weight, Tensor? bias, SymInt[] padding, SymInt[] stride, SymInt[] dilation, SymInt groups) -&gt; Tensor
     * aten::mkldnn_convolution.out(Tensor self, Tensor weight, Tensor? bias, SymInt[] padding, SymInt[] stride, SymInt[] dilation, SymInt groups, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor mkldnnConvolution(Object... args) {
        return (Tensor) Dispatcher.call("aten::mkldnn_convolution", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::mkldnn_linear} ({@code torch.mkldnn_linear}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::mkldnn_linear(Tensor self, Tensor weight, Tensor? bias=None) -&gt; Tensor
     * aten::mkldnn_linear.out(Tensor self, Tensor weight, Tensor? bias=None, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor mkldnnLinear(Object... args) {
        return (Tensor) Dispatcher.call("aten::mkldnn_linear", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::mkldnn_linear_backward} ({@code torch.mkldnn_linear_backward}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::mkldnn_linear_backward(Tensor self, Tensor grad_output, Tensor weight, bool[3] output_mask) -&gt; (Tensor, Tensor, Tensor)
     * aten::mkldnn_linear_backward.out(Tensor self, Tensor grad_output, Tensor weight, bool[3] output_mask, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -&gt; (Tensor(a!), Tensor(b!), Tensor(c!))
     * </pre>
     */
    public List<Tensor> mkldnnLinearBackward(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::mkldnn_linear_backward", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::mkldnn_max_pool2d} ({@code torch.mkldnn_max_pool2d}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::mkldnn_max_pool2d(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False) -&gt; Tensor
     * aten::mkldnn_max_pool2d.out(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor mkldnnMaxPool2d(Object... args) {
        return (Tensor) Dispatcher.call("aten::mkldnn_max_pool2d", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::mkldnn_max_pool3d} ({@code torch.mkldnn_max_pool3d}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::mkldnn_max_pool3d(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] padding=0, int[3] dilation=1, bool ceil_mode=False) -&gt; Tensor
     * aten::mkldnn_max_pool3d.out(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] padding=0, int[3] dilation=1, bool ceil_mode=False, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor mkldnnMaxPool3d(Object... args) {
        return (Tensor) Dispatcher.call("aten::mkldnn_max_pool3d", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::mkldnn_reorder_conv2d_weight} ({@code torch.mkldnn_reorder_conv2d_weight}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::mkldnn_reorder_conv2d_weight(Tensor self, SymInt[2] padding=[0, 0], SymInt[2] stride=[1, 1], SymInt[2] dilation=[1, 1], SymInt groups=1, SymInt[]? input_size=None) -&gt; Tensor
     * aten::mkldnn_reorder_conv2d_weight.out(Tensor self, SymInt[2] padding=[0, 0], SymInt[2] stride=[1, 1], SymInt[2] dilation=[1, 1], SymInt groups=1, SymInt[]? input_size=None, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor mkldnnReorderConv2dWeight(Object... args) {
        return (Tensor) Dispatcher.call("aten::mkldnn_reorder_conv2d_weight", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::mkldnn_reorder_conv3d_weight} ({@code torch.mkldnn_reorder_conv3d_weight}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::mkldnn_reorder_conv3d_weight(Tensor self, SymInt[3] padding=[0, 0, 0], SymInt[3] stride=[1, 1, 1], SymInt[3] dilation=[1, 1, 1], SymInt groups=1, SymInt[]? input_size=None) -&gt; Tensor
     * aten::mkldnn_reorder_conv3d_weight.out(Tensor self, SymInt[3] padding=[0, 0, 0], SymInt[3] stride=[1, 1, 1], SymInt[3] dilation=[1, 1, 1], SymInt groups=1, SymInt[]? input_size=None, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor mkldnnReorderConv3dWeight(Object... args) {
        return (Tensor) Dispatcher.call("aten::mkldnn_reorder_conv3d_weight", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::mode} ({@code torch.mode}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::mode(Tensor self, int dim=-1, bool keepdim=False) -&gt; (Tensor values, Tensor indices)
     * aten::mode.values(Tensor self, int dim=-1, bool keepdim=False, *, Tensor(a!) values, Tensor(b!) indices) -&gt; (Tensor(a!) values, Tensor(b!) indices)
     * </pre>
     */
    public List<Tensor> mode(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::mode", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::moveaxis} ({@code torch.moveaxis}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::moveaxis.int(Tensor(a) self, int source, int destination) -&gt; Tensor(a)
     * aten::moveaxis.intlist(Tensor(a) self, int[] source, int[] destination) -&gt; Tensor(a)
     * </pre>
     */
    public Tensor moveaxis(Object... args) {
        return (Tensor) Dispatcher.call("aten::moveaxis", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::movedim} ({@code torch.movedim}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::movedim.int(Tensor(a) self, int source, int destination) -&gt; Tensor(a)
     * aten::movedim.intlist(Tensor(a) self, int[] source, int[] destination) -&gt; Tensor(a)
     * </pre>
     */
    public Tensor movedim(Object... args) {
        return (Tensor) Dispatcher.call("aten::movedim", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::mps_convolution_backward} ({@code torch.mps_convolution_backward}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::mps_convolution_backward(Tensor self, Tensor grad_output, Tensor weight, SymInt[] padding, SymInt[] stride, SymInt[] dilation, SymInt groups, bool[3] output_mask) -&gt; (Tensor, Tensor, Tensor)
     * aten::mps_convolution_backward.out(Tensor self, Tensor grad_output, Tensor weight, SymInt[] padding, SymInt[] stride, SymInt[] dilation, SymInt groups, bool[3] output_mask, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -&gt; (Tensor(a!), Tensor(b!), Tensor(c!))
     * </pre>
     */
    public List<Tensor> mpsConvolutionBackward(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::mps_convolution_backward", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::mps_convolution_transpose_backward} ({@code torch.mps_convolution_transpose_backward}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::mps_convolution_transpose_backward(Tensor self, Tensor grad_output, Tensor weight, SymInt[] padding, SymInt[] output_padding, SymInt[] stride, SymInt[] dilation, SymInt groups, bool[2] output_mask) -&gt; (Tensor, Tensor)
     * aten::mps_convolution_transpose_backward.out(Tensor self, Tensor grad_output, Tensor weight, SymInt[] padding, SymInt[] output_padding, SymInt[] stride, SymInt[] dilation, SymInt groups, bool[2] output_mask, *, Tensor(a!) out0, Tensor(b!) out1) -&gt; (Tensor(a!), Tensor(b!))
     * </pre>
     */
    public List<Tensor> mpsConvolutionTransposeBackward(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::mps_convolution_transpose_backward", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::msort} ({@code torch.msort}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::msort(Tensor self) -&gt; Tensor
     * aten::msort.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor msort(Object... args) {
        return (Tensor) Dispatcher.call("aten::msort", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::mul_} ({@code torch.mul_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::mul_.Scalar(Tensor(a!) self, Scalar other) -&gt; Tensor(a!)
     * aten::mul_.Tensor(Tensor(a!) self, Tensor other) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor mulInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::mul_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::multi_margin_loss} ({@code torch.multi_margin_loss}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::multi_margin_loss(Tensor self, Tensor target, Scalar p=1, Scalar margin=1, Tensor? weight=None, int reduction=1) -&gt; Tensor
     * aten::multi_margin_loss.out(Tensor self, Tensor target, Scalar p=1, Scalar margin=1, Tensor? weight=None, int reduction=1, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor multiMarginLoss(Object... args) {
        return (Tensor) Dispatcher.call("aten::multi_margin_loss", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::multilabel_margin_loss} ({@code torch.multilabel_margin_loss}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::multilabel_margin_loss(Tensor self, Tensor target, int reduction=1) -&gt; Tensor
     * aten::multilabel_margin_loss.out(Tensor self, Tensor target, int reduction=1, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor multilabelMarginLoss(Object... args) {
        return (Tensor) Dispatcher.call("aten::multilabel_margin_loss", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::multilabel_margin_loss_forward} ({@code torch.multilabel_margin_loss_forward}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::multilabel_margin_loss_forward(Tensor self, Tensor target, int reduction) -&gt; (Tensor output, Tensor is_target)
     * aten::multilabel_margin_loss_forward.output(Tensor self, Tensor target, int reduction, *, Tensor(a!) output, Tensor(b!) is_target) -&gt; (Tensor(a!), Tensor(b!))
     * </pre>
     */
    public List<Tensor> multilabelMarginLossForward(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::multilabel_margin_loss_forward", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::multinomial} ({@code torch.multinomial}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::multinomial(Tensor self, SymInt num_samples, bool replacement=False, *, Generator? generator=None) -&gt; Tensor
     * aten::multinomial.out(Tensor self, SymInt num_samples, bool replacement=False, *, Generator? generator=None, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor multinomial(Object... args) {
        return (Tensor) Dispatcher.call("aten::multinomial", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::multiply} ({@code torch.multiply}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::multiply.Scalar(Tensor self, Scalar other) -&gt; Tensor
     * aten::multiply.Tensor(Tensor self, Tensor other) -&gt; Tensor
     * aten::multiply.out(Tensor self, Tensor other, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor multiply(Object... args) {
        return (Tensor) Dispatcher.call("aten::multiply", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::multiply_} ({@code torch.multiply_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::multiply_.Scalar(Tensor(a!) self, Scalar other) -&gt; Tensor(a!)
     * aten::multiply_.Tensor(Tensor(a!) self, Tensor other) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor multiplyInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::multiply_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::mv} ({@code torch.mv}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::mv(Tensor self, Tensor vec) -&gt; Tensor
     * aten::mv.out(Tensor self, Tensor vec, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor mv(Object... args) {
        return (Tensor) Dispatcher.call("aten::mv", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::mvlgamma} ({@code torch.mvlgamma}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::mvlgamma(Tensor self, int p) -&gt; Tensor
     * aten::mvlgamma.out(Tensor self, int p, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor mvlgamma(Object... args) {
        return (Tensor) Dispatcher.call("aten::mvlgamma", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::mvlgamma_} ({@code torch.mvlgamma_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::mvlgamma_(Tensor(a!) self, int p) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor mvlgammaInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::mvlgamma_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::nan_to_num} ({@code torch.nan_to_num}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::nan_to_num(Tensor self, float? nan=None, float? posinf=None, float? neginf=None) -&gt; Tensor
     * aten::nan_to_num.out(Tensor self, float? nan=None, float? posinf=None, float? neginf=None, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor nanToNum(Object... args) {
        return (Tensor) Dispatcher.call("aten::nan_to_num", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::nan_to_num_} ({@code torch.nan_to_num_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::nan_to_num_(Tensor(a!) self, float? nan=None, float? posinf=None, float? neginf=None) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor nanToNumInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::nan_to_num_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::nanmean} ({@code torch.nanmean}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::nanmean(Tensor self, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -&gt; Tensor
     * aten::nanmean.out(Tensor self, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor nanmean(Object... args) {
        return (Tensor) Dispatcher.call("aten::nanmean", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::nanmedian} ({@code torch.nanmedian}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::nanmedian(Tensor self) -&gt; Tensor
     * aten::nanmedian.dim(Tensor self, int dim, bool keepdim=False) -&gt; (Tensor values, Tensor indices)
     * aten::nanmedian.dim_values(Tensor self, int dim, bool keepdim=False, *, Tensor(a!) values, Tensor(b!) indices) -&gt; (Tensor(a!) values, Tensor(b!) indices)
     * aten::nanmedian.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Object nanmedian(Object... args) {
        return Dispatcher.call("aten::nanmedian", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::nanquantile} ({@code torch.nanquantile}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::nanquantile(Tensor self, Tensor q, int? dim=None, bool keepdim=False, *, str interpolation="linear") -&gt; Tensor
     * aten::nanquantile.out(Tensor self, Tensor q, int? dim=None, bool keepdim=False, *, str interpolation="linear", Tensor(a!) out) -&gt; Tensor(a!)
     * aten::nanquantile.scalar(Tensor self, float q, int? dim=None, bool keepdim=False, *, str interpolation="linear") -&gt; Tensor
     * aten::nanquantile.scalar_out(Tensor self, float q, int? dim=None, bool keepdim=False, *, str interpolation="linear", Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor nanquantile(Object... args) {
        return (Tensor) Dispatcher.call("aten::nanquantile", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::nansum} ({@code torch.nansum}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::nansum(Tensor self, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -&gt; Tensor
     * aten::nansum.out(Tensor self, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor nansum(Object... args) {
        return (Tensor) Dispatcher.call("aten::nansum", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::narrow} ({@code torch.narrow}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::narrow(Tensor(a) self, int dim, SymInt start, SymInt length) -&gt; Tensor(a)
     * aten::narrow.Tensor(Tensor(a) self, int dim, Tensor start, SymInt length) -&gt; Tensor(a)
     * </pre>
     */
    public Tensor narrow(Object... args) {
        return (Tensor) Dispatcher.call("aten::narrow", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::narrow_copy} ({@code torch.narrow_copy}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::narrow_copy(Tensor self, int dim, SymInt start, SymInt length) -&gt; Tensor
     * aten::narrow_copy.out(Tensor self, int dim, SymInt start, SymInt length, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor narrowCopy(Object... args) {
        return (Tensor) Dispatcher.call("aten::narrow_copy", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::native_channel_shuffle} ({@code torch.native_channel_shuffle}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::native_channel_shuffle(Tensor self, SymInt groups) -&gt; Tensor
     * </pre>
     */
    public Tensor nativeChannelShuffle(Object... args) {
        return (Tensor) Dispatcher.call("aten::native_channel_shuffle", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::native_norm} ({@code torch.native_norm}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::native_norm(Tensor self, Scalar p=2) -&gt; Tensor
     * aten::native_norm.ScalarOpt_dim_dtype(Tensor self, Scalar? p, int[1] dim, bool keepdim, ScalarType? dtype) -&gt; Tensor
     * aten::native_norm.ScalarOpt_dim_dtype_out(Tensor self, Scalar? p, int[1] dim, bool keepdim, ScalarType? dtype, *, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::native_norm.out(Tensor self, Scalar p=2, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor nativeNorm(Object... args) {
        return (Tensor) Dispatcher.call("aten::native_norm", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::ne_} ({@code torch.ne_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::ne_.Scalar(Tensor(a!) self, Scalar other) -&gt; Tensor(a!)
     * aten::ne_.Tensor(Tensor(a!) self, Tensor other) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor neInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::ne_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::neg_} ({@code torch.neg_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::neg_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor negInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::neg_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::negative} ({@code torch.negative}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::negative(Tensor self) -&gt; Tensor
     * aten::negative.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor negative(Object... args) {
        return (Tensor) Dispatcher.call("aten::negative", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::negative_} ({@code torch.negative_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::negative_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor negativeInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::negative_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::nested_to_padded_tensor} ({@code torch.nested_to_padded_tensor}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::nested_to_padded_tensor(Tensor self, float padding, int[]? output_size=None) -&gt; Tensor
     * </pre>
     */
    public Tensor nestedToPaddedTensor(Object... args) {
        return (Tensor) Dispatcher.call("aten::nested_to_padded_tensor", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::new_empty} ({@code torch.new_empty}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::new_empty(Tensor self, SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -&gt; Tensor
     * aten::new_empty.out(Tensor self, SymInt[] size, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor newEmpty(Object... args) {
        return (Tensor) Dispatcher.call("aten::new_empty", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::new_empty_strided} ({@code torch.new_empty_strided}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::new_empty_strided(Tensor self, SymInt[] size, SymInt[] stride, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -&gt; Tensor
     * aten::new_empty_strided.out(Tensor self, SymInt[] size, SymInt[] stride, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor newEmptyStrided(Object... args) {
        return (Tensor) Dispatcher.call("aten::new_empty_strided", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::new_full} ({@code torch.new_full}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::new_full(Tensor self, SymInt[] size, Scalar fill_value, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -&gt; Tensor
     * aten::new_full.out(Tensor self, SymInt[] size, Scalar fill_value, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor newFull(Object... args) {
        return (Tensor) Dispatcher.call("aten::new_full", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::new_ones} ({@code torch.new_ones}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::new_ones(Tensor self, SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -&gt; Tensor
     * aten::new_ones.out(Tensor self, SymInt[] size, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor newOnes(Object... args) {
        return (Tensor) Dispatcher.call("aten::new_ones", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::new_zeros} ({@code torch.new_zeros}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::new_zeros(Tensor self, SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -&gt; Tensor
     * aten::new_zeros.out(Tensor self, SymInt[] size, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor newZeros(Object... args) {
        return (Tensor) Dispatcher.call("aten::new_zeros", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::nextafter} ({@code torch.nextafter}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::nextafter(Tensor self, Tensor other) -&gt; Tensor
     * aten::nextafter.out(Tensor self, Tensor other, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor nextafter(Object... args) {
        return (Tensor) Dispatcher.call("aten::nextafter", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::nextafter_} ({@code torch.nextafter_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::nextafter_(Tensor(a!) self, Tensor other) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor nextafterInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::nextafter_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::nll_loss2d} ({@code torch.nll_loss2d}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::nll_loss2d(Tensor self, Tensor target, Tensor? weight=None, int reduction=1, SymInt ignore_index=-100) -&gt; Tensor
     * aten::nll_loss2d.out(Tensor self, Tensor target, Tensor? weight=None, int reduction=1, SymInt ignore_index=-100, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor nllLoss2d(Object... args) {
        return (Tensor) Dispatcher.call("aten::nll_loss2d", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::nll_loss2d_forward} ({@code torch.nll_loss2d_forward}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::nll_loss2d_forward(Tensor self, Tensor target, Tensor? weight, int reduction, SymInt ignore_index) -&gt; (Tensor output, Tensor total_weight)
     * aten::nll_loss2d_forward.output(Tensor self, Tensor target, Tensor? weight, int reduction, SymInt ignore_index, *, Tensor(a!) output, Tensor(b!) total_weight) -&gt; (Tensor(a!), Tensor(b!))
     * </pre>
     */
    public List<Tensor> nllLoss2dForward(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::nll_loss2d_forward", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::nll_loss_forward} ({@code torch.nll_loss_forward}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::nll_loss_forward(Tensor self, Tensor target, Tensor? weight, int reduction, SymInt ignore_index) -&gt; (Tensor output, Tensor total_weight)
     * aten::nll_loss_forward.output(Tensor self, Tensor target, Tensor? weight, int reduction, SymInt ignore_index, *, Tensor(a!) output, Tensor(b!) total_weight) -&gt; (Tensor(a!), Tensor(b!))
     * </pre>
     */
    public List<Tensor> nllLossForward(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::nll_loss_forward", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::nll_loss_nd} ({@code torch.nll_loss_nd}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::nll_loss_nd(Tensor self, Tensor target, Tensor? weight=None, int reduction=1, SymInt ignore_index=-100) -&gt; Tensor
     * </pre>
     */
    public Tensor nllLossNd(Object... args) {
        return (Tensor) Dispatcher.call("aten::nll_loss_nd", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::nonzero} ({@code torch.nonzero}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::nonzero(Tensor self) -&gt; Tensor
     * aten::nonzero.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor nonzero(Object... args) {
        return (Tensor) Dispatcher.call("aten::nonzero", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::nonzero_numpy} ({@code torch.nonzero_numpy}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::nonzero_numpy(Tensor self) -&gt; Tensor[]
     * </pre>
     */
    public List<Tensor> nonzeroNumpy(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::nonzero_numpy", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::nonzero_static} ({@code torch.nonzero_static}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::nonzero_static(Tensor self, *, SymInt size, int fill_value=-1) -&gt; Tensor
     * aten::nonzero_static.out(Tensor self, *, SymInt size, int fill_value=-1, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor nonzeroStatic(Object... args) {
        return (Tensor) Dispatcher.call("aten::nonzero_static", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::norm} ({@code torch.norm}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::norm.Scalar(Tensor self, Scalar p=2) -&gt; Tensor
     * aten::norm.ScalarOpt_dim(Tensor self, Scalar? p, int[1] dim, bool keepdim=False) -&gt; Tensor
     * aten::norm.ScalarOpt_dim_dtype(Tensor self, Scalar? p, int[1] dim, bool keepdim, *, ScalarType dtype) -&gt; Tensor
     * aten::norm.ScalarOpt_dtype(Tensor self, Scalar? p, *, ScalarType dtype) -&gt; Tensor
     * aten::norm.ScalarOpt_dtype_out(Tensor self, Scalar? p, *, ScalarType dtype, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::norm.Scalar_out(Tensor self, Scalar p=2, *, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::norm.dtype_out(Tensor self, Scalar? p, int[1] dim, bool keepdim, *, ScalarType dtype, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::norm.out(Tensor self, Scalar? p, int[1] dim, bool keepdim=False, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor norm(Object... args) {
        return (Tensor) Dispatcher.call("aten::norm", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::normal_} ({@code torch.normal_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::normal_(Tensor(a!) self, float mean=0., float std=1., *, Generator? generator=None) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor normalInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::normal_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::normal_functional} ({@code torch.normal_functional}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::normal_functional(Tensor self, float mean=0., float std=1., *, Generator? generator=None) -&gt; Tensor
     * </pre>
     */
    public Tensor normalFunctional(Object... args) {
        return (Tensor) Dispatcher.call("aten::normal_functional", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::not_equal} ({@code torch.not_equal}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::not_equal.Scalar(Tensor self, Scalar other) -&gt; Tensor
     * aten::not_equal.Scalar_out(Tensor self, Scalar other, *, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::not_equal.Tensor(Tensor self, Tensor other) -&gt; Tensor
     * aten::not_equal.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor notEqual(Object... args) {
        return (Tensor) Dispatcher.call("aten::not_equal", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::not_equal_} ({@code torch.not_equal_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::not_equal_.Scalar(Tensor(a!) self, Scalar other) -&gt; Tensor(a!)
     * aten::not_equal_.Tensor(Tensor(a!) self, Tensor other) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor notEqualInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::not_equal_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::nuclear_norm} ({@code torch.nuclear_norm}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::nuclear_norm(Tensor self, bool keepdim=False) -&gt; Tensor
     * aten::nuclear_norm.dim(Tensor self, int[2] dim, bool keepdim=False) -&gt; Tensor
     * aten::nuclear_norm.dim_out(Tensor self, int[2] dim, bool keepdim=False, *, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::nuclear_norm.out(Tensor self, bool keepdim=False, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor nuclearNorm(Object... args) {
        return (Tensor) Dispatcher.call("aten::nuclear_norm", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::numel} ({@code torch.numel}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::numel(Tensor self) -&gt; int
     * </pre>
     */
    public Object numel(Object... args) {
        return Dispatcher.call("aten::numel", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::numpy_T} ({@code torch.numpy_T}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::numpy_T(Tensor(a) self) -&gt; Tensor(a)
     * </pre>
     */
    public Tensor numpyT(Object... args) {
        return (Tensor) Dispatcher.call("aten::numpy_T", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::one_hot} ({@code torch.one_hot}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::one_hot(Tensor self, int num_classes=-1) -&gt; Tensor
     * </pre>
     */
    public Tensor oneHot(Object... args) {
        return (Tensor) Dispatcher.call("aten::one_hot", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::orgqr} ({@code torch.orgqr}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::orgqr(Tensor self, Tensor input2) -&gt; Tensor
     * aten::orgqr.out(Tensor self, Tensor input2, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor orgqr(Object... args) {
        return (Tensor) Dispatcher.call("aten::orgqr", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::ormqr} ({@code torch.ormqr}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::ormqr(Tensor self, Tensor input2, Tensor input3, bool left=True, bool transpose=False) -&gt; Tensor
     * aten::ormqr.out(Tensor self, Tensor input2, Tensor input3, bool left=True, bool transpose=False, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor ormqr(Object... args) {
        return (Tensor) Dispatcher.call("aten::ormqr", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::outer} ({@code torch.outer}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::outer(Tensor self, Tensor vec2) -&gt; Tensor
     * aten::outer.out(Tensor self, Tensor vec2, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor outer(Object... args) {
        return (Tensor) Dispatcher.call("aten::outer", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::output_nr} ({@code torch.output_nr}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::output_nr(Tensor self) -&gt; int
     * </pre>
     */
    public Object outputNr(Object... args) {
        return Dispatcher.call("aten::output_nr", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::pad} ({@code torch.pad}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::pad(Tensor self, SymInt[] pad, str mode="constant", float? value=None) -&gt; Tensor
     * </pre>
     */
    public Tensor pad(Object... args) {
        return (Tensor) Dispatcher.call("aten::pad", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::pdist} ({@code torch.pdist}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::pdist(Tensor self, float p=2.) -&gt; Tensor
     * </pre>
     */
    public Tensor pdist(Object... args) {
        return (Tensor) Dispatcher.call("aten::pdist", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::permute_copy} ({@code torch.permute_copy}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::permute_copy(Tensor self, int[] dims) -&gt; Tensor
     * aten::permute_copy.out(Tensor self, int[] dims, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor permuteCopy(Object... args) {
        return (Tensor) Dispatcher.call("aten::permute_copy", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::pin_memory} ({@code torch.pin_memory}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::pin_memory(Tensor(a) self, Device? device=None) -&gt; Tensor(a)
     * </pre>
     */
    public Tensor pinMemory(Object... args) {
        return (Tensor) Dispatcher.call("aten::pin_memory", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::pinverse} ({@code torch.pinverse}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::pinverse(Tensor self, float rcond=1.0000000000000001e-15) -&gt; Tensor
     * </pre>
     */
    public Tensor pinverse(Object... args) {
        return (Tensor) Dispatcher.call("aten::pinverse", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::pixel_shuffle} ({@code torch.pixel_shuffle}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::pixel_shuffle(Tensor self, int upscale_factor) -&gt; Tensor
     * aten::pixel_shuffle.out(Tensor self, int upscale_factor, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor pixelShuffle(Object... args) {
        return (Tensor) Dispatcher.call("aten::pixel_shuffle", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::pixel_unshuffle} ({@code torch.pixel_unshuffle}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::pixel_unshuffle(Tensor self, int downscale_factor) -&gt; Tensor
     * aten::pixel_unshuffle.out(Tensor self, int downscale_factor, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor pixelUnshuffle(Object... args) {
        return (Tensor) Dispatcher.call("aten::pixel_unshuffle", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::poisson} ({@code torch.poisson}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::poisson(Tensor self, Generator? generator=None) -&gt; Tensor
     * aten::poisson.out(Tensor self, Generator? generator=None, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor poisson(Object... args) {
        return (Tensor) Dispatcher.call("aten::poisson", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::polygamma_} ({@code torch.polygamma_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::polygamma_(Tensor(a!) self, int n) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor polygammaInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::polygamma_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::positive} ({@code torch.positive}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::positive(Tensor(a) self) -&gt; Tensor(a)
     * </pre>
     */
    public Tensor positive(Object... args) {
        return (Tensor) Dispatcher.call("aten::positive", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::pow_} ({@code torch.pow_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::pow_.Scalar(Tensor(a!) self, Scalar exponent) -&gt; Tensor(a!)
     * aten::pow_.Tensor(Tensor(a!) self, Tensor exponent) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor powInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::pow_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::prelu} ({@code torch.prelu}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::prelu(Tensor self, Tensor weight) -&gt; Tensor
     * </pre>
     */
    public Tensor prelu(Object... args) {
        return (Tensor) Dispatcher.call("aten::prelu", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::prod} ({@code torch.prod}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::prod(Tensor self, *, ScalarType? dtype=None) -&gt; Tensor
     * aten::prod.dim_int(Tensor self, int dim, bool keepdim=False, *, ScalarType? dtype=None) -&gt; Tensor
     * aten::prod.int_out(Tensor self, int dim, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::prod.out(Tensor self, *, ScalarType? dtype=None, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor prod(Object... args) {
        return (Tensor) Dispatcher.call("aten::prod", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::put} ({@code torch.put}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::put(Tensor self, Tensor index, Tensor source, bool accumulate=False) -&gt; Tensor
     * aten::put.out(Tensor self, Tensor index, Tensor source, bool accumulate=False, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor put(Object... args) {
        return (Tensor) Dispatcher.call("aten::put", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::put_} ({@code torch.put_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::put_(Tensor(a!) self, Tensor index, Tensor source, bool accumulate=False) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor putInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::put_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::q_per_channel_axis} ({@code torch.q_per_channel_axis}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::q_per_channel_axis(Tensor self) -&gt; int
     * </pre>
     */
    public Object qPerChannelAxis(Object... args) {
        return Dispatcher.call("aten::q_per_channel_axis", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::q_per_channel_scales} ({@code torch.q_per_channel_scales}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::q_per_channel_scales(Tensor self) -&gt; Tensor
     * aten::q_per_channel_scales.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor qPerChannelScales(Object... args) {
        return (Tensor) Dispatcher.call("aten::q_per_channel_scales", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::q_per_channel_zero_points} ({@code torch.q_per_channel_zero_points}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::q_per_channel_zero_points(Tensor self) -&gt; Tensor
     * aten::q_per_channel_zero_points.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor qPerChannelZeroPoints(Object... args) {
        return (Tensor) Dispatcher.call("aten::q_per_channel_zero_points", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::q_scale} ({@code torch.q_scale}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::q_scale(Tensor self) -&gt; float
     * </pre>
     */
    public Object qScale(Object... args) {
        return Dispatcher.call("aten::q_scale", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::q_zero_point} ({@code torch.q_zero_point}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::q_zero_point(Tensor self) -&gt; int
     * </pre>
     */
    public Object qZeroPoint(Object... args) {
        return Dispatcher.call("aten::q_zero_point", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::qr} ({@code torch.qr}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::qr(Tensor self, bool some=True) -&gt; (Tensor Q, Tensor R)
     * aten::qr.Q(Tensor self, bool some=True, *, Tensor(a!) Q, Tensor(b!) R) -&gt; (Tensor(a!) Q, Tensor(b!) R)
     * </pre>
     */
    public List<Tensor> qr(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::qr", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::qscheme} ({@code torch.qscheme}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::qscheme(Tensor self) -&gt; QScheme
     * </pre>
     */
    public Object qscheme(Object... args) {
        return Dispatcher.call("aten::qscheme", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::quantile} ({@code torch.quantile}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::quantile(Tensor self, Tensor q, int? dim=None, bool keepdim=False, *, str interpolation="linear") -&gt; Tensor
     * aten::quantile.out(Tensor self, Tensor q, int? dim=None, bool keepdim=False, *, str interpolation="linear", Tensor(a!) out) -&gt; Tensor(a!)
     * aten::quantile.scalar(Tensor self, float q, int? dim=None, bool keepdim=False, *, str interpolation="linear") -&gt; Tensor
     * aten::quantile.scalar_out(Tensor self, float q, int? dim=None, bool keepdim=False, *, str interpolation="linear", Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor quantile(Object... args) {
        return (Tensor) Dispatcher.call("aten::quantile", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::quantize_per_channel} ({@code torch.quantize_per_channel}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::quantize_per_channel(Tensor self, Tensor scales, Tensor zero_points, int axis, ScalarType dtype) -&gt; Tensor
     * aten::quantize_per_channel.out(Tensor self, Tensor scales, Tensor zero_points, int axis, ScalarType dtype, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor quantizePerChannel(Object... args) {
        return (Tensor) Dispatcher.call("aten::quantize_per_channel", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::quantize_per_tensor_dynamic} ({@code torch.quantize_per_tensor_dynamic}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::quantize_per_tensor_dynamic(Tensor self, ScalarType dtype, bool reduce_range) -&gt; Tensor
     * aten::quantize_per_tensor_dynamic.out(Tensor self, ScalarType dtype, bool reduce_range, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor quantizePerTensorDynamic(Object... args) {
        return (Tensor) Dispatcher.call("aten::quantize_per_tensor_dynamic", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::quantized_max_pool1d} ({@code torch.quantized_max_pool1d}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::quantized_max_pool1d(Tensor self, int[1] kernel_size, int[1] stride=[], int[1] padding=[0], int[1] dilation=[1], bool ceil_mode=False) -&gt; Tensor
     * aten::quantized_max_pool1d.out(Tensor self, int[1] kernel_size, int[1] stride=[], int[1] padding=[0], int[1] dilation=[1], bool ceil_mode=False, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor quantizedMaxPool1d(Object... args) {
        return (Tensor) Dispatcher.call("aten::quantized_max_pool1d", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::quantized_max_pool2d} ({@code torch.quantized_max_pool2d}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::quantized_max_pool2d(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False) -&gt; Tensor
     * aten::quantized_max_pool2d.out(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor quantizedMaxPool2d(Object... args) {
        return (Tensor) Dispatcher.call("aten::quantized_max_pool2d", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::quantized_max_pool3d} ({@code torch.quantized_max_pool3d}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::quantized_max_pool3d(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] padding=0, int[3] dilation=1, bool ceil_mode=False) -&gt; Tensor
     * aten::quantized_max_pool3d.out(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] padding=0, int[3] dilation=1, bool ceil_mode=False, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor quantizedMaxPool3d(Object... args) {
        return (Tensor) Dispatcher.call("aten::quantized_max_pool3d", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::rad2deg} ({@code torch.rad2deg}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::rad2deg(Tensor self) -&gt; Tensor
     * aten::rad2deg.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor rad2deg(Object... args) {
        return (Tensor) Dispatcher.call("aten::rad2deg", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::rad2deg_} ({@code torch.rad2deg_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::rad2deg_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor rad2degInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::rad2deg_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::rand_like} ({@code torch.rand_like}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::rand_like(Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -&gt; Tensor
     * aten::rand_like.generator(Tensor self, *, Generator? generator, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -&gt; Tensor
     * aten::rand_like.generator_out(Tensor self, *, Generator? generator, MemoryFormat? memory_format=None, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::rand_like.out(Tensor self, *, MemoryFormat? memory_format=None, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor randLike(Object... args) {
        return (Tensor) Dispatcher.call("aten::rand_like", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::randint_like} ({@code torch.randint_like}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::randint_like(Tensor self, SymInt high, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -&gt; Tensor
     * aten::randint_like.Tensor(Tensor self, Tensor high, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -&gt; Tensor
     * aten::randint_like.Tensor_generator(Tensor self, Tensor high, *, Generator? generator, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -&gt; Tensor
     * aten::randint_like.Tensor_generator_out(Tensor self, Tensor high, *, Generator? generator, MemoryFormat? memory_format=None, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::randint_like.Tensor_out(Tensor self, Tensor high, *, MemoryFormat? memory_format=None, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::randint_like.generator(Tensor self, SymInt high, *, Generator? generator, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -&gt; Tensor
     * aten::randint_like.generator_out(Tensor self, SymInt high, *, Generator? generator, MemoryFormat? memory_format=None, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::randint_like.low_dtype(Tensor self, SymInt low, SymInt high, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -&gt; Tensor
     * aten::randint_like.low_dtype_out(Tensor self, SymInt low, SymInt high, *, MemoryFormat? memory_format=None, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::randint_like.low_generator_dtype(Tensor self, SymInt low, SymInt high, *, Generator? generator, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -&gt; Tensor
     * aten::randint_like.low_generator_dtype_out(Tensor self, SymInt low, SymInt high, *, Generator? generator, MemoryFormat? memory_format=None, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::randint_like.out(Tensor self, SymInt high, *, MemoryFormat? memory_format=None, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor randintLike(Object... args) {
        return (Tensor) Dispatcher.call("aten::randint_like", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::random} ({@code torch.random}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::random(Tensor self, *, Generator? generator=None) -&gt; Tensor
     * aten::random.from(Tensor self, int from, int? to, *, Generator? generator=None) -&gt; Tensor
     * aten::random.from_out(Tensor self, int from, int? to, *, Generator? generator=None, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::random.out(Tensor self, *, Generator? generator=None, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::random.to(Tensor self, int to, *, Generator? generator=None) -&gt; Tensor
     * aten::random.to_out(Tensor self, int to, *, Generator? generator=None, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor random(Object... args) {
        return (Tensor) Dispatcher.call("aten::random", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::random_} ({@code torch.random_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::random_(Tensor(a!) self, *, Generator? generator=None) -&gt; Tensor(a!)
     * aten::random_.from(Tensor(a!) self, int from, int? to, *, Generator? generator=None) -&gt; Tensor(a!)
     * aten::random_.to(Tensor(a!) self, int to, *, Generator? generator=None) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor randomInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::random_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::ravel} ({@code torch.ravel}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::ravel(Tensor(a) self) -&gt; Tensor(a)
     * </pre>
     */
    public Tensor ravel(Object... args) {
        return (Tensor) Dispatcher.call("aten::ravel", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::real} ({@code torch.real}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::real(Tensor(a) self) -&gt; Tensor(a)
     * </pre>
     */
    public Tensor real(Object... args) {
        return (Tensor) Dispatcher.call("aten::real", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::reciprocal} ({@code torch.reciprocal}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::reciprocal(Tensor self) -&gt; Tensor
     * aten::reciprocal.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor reciprocal(Object... args) {
        return (Tensor) Dispatcher.call("aten::reciprocal", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::reciprocal_} ({@code torch.reciprocal_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::reciprocal_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor reciprocalInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::reciprocal_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::record_stream} ({@code torch.record_stream}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::record_stream(Tensor(a!) self, Stream s) -&gt; ()
     * </pre>
     */
    public Object recordStream(Object... args) {
        return Dispatcher.call("aten::record_stream", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::reflection_pad1d} ({@code torch.reflection_pad1d}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::reflection_pad1d(Tensor self, SymInt[2] padding) -&gt; Tensor
     * aten::reflection_pad1d.out(Tensor self, SymInt[2] padding, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor reflectionPad1d(Object... args) {
        return (Tensor) Dispatcher.call("aten::reflection_pad1d", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::reflection_pad2d} ({@code torch.reflection_pad2d}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::reflection_pad2d(Tensor self, SymInt[4] padding) -&gt; Tensor
     * aten::reflection_pad2d.out(Tensor self, SymInt[4] padding, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor reflectionPad2d(Object... args) {
        return (Tensor) Dispatcher.call("aten::reflection_pad2d", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::reflection_pad3d} ({@code torch.reflection_pad3d}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::reflection_pad3d(Tensor self, SymInt[6] padding) -&gt; Tensor
     * aten::reflection_pad3d.out(Tensor self, SymInt[6] padding, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor reflectionPad3d(Object... args) {
        return (Tensor) Dispatcher.call("aten::reflection_pad3d", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::relu6} ({@code torch.relu6}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::relu6(Tensor self) -&gt; Tensor
     * </pre>
     */
    public Tensor relu6(Object... args) {
        return (Tensor) Dispatcher.call("aten::relu6", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::relu6_} ({@code torch.relu6_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::relu6_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor relu6InPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::relu6_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::relu_} ({@code torch.relu_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::relu_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor reluInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::relu_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::remainder_} ({@code torch.remainder_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::remainder_.Scalar(Tensor(a!) self, Scalar other) -&gt; Tensor(a!)
     * aten::remainder_.Tensor(Tensor(a!) self, Tensor other) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor remainderInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::remainder_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::renorm} ({@code torch.renorm}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::renorm(Tensor self, Scalar p, int dim, Scalar maxnorm) -&gt; Tensor
     * aten::renorm.out(Tensor self, Scalar p, int dim, Scalar maxnorm, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor renorm(Object... args) {
        return (Tensor) Dispatcher.call("aten::renorm", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::renorm_} ({@code torch.renorm_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::renorm_(Tensor(a!) self, Scalar p, int dim, Scalar maxnorm) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor renormInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::renorm_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::repeat} ({@code torch.repeat}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::repeat(Tensor self, SymInt[] repeats) -&gt; Tensor
     * aten::repeat.out(Tensor self, SymInt[] repeats, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor repeat(Object... args) {
        return (Tensor) Dispatcher.call("aten::repeat", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::replication_pad1d} ({@code torch.replication_pad1d}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::replication_pad1d(Tensor self, SymInt[2] padding) -&gt; Tensor
     * aten::replication_pad1d.out(Tensor self, SymInt[2] padding, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor replicationPad1d(Object... args) {
        return (Tensor) Dispatcher.call("aten::replication_pad1d", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::replication_pad2d} ({@code torch.replication_pad2d}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::replication_pad2d(Tensor self, SymInt[4] padding) -&gt; Tensor
     * aten::replication_pad2d.out(Tensor self, SymInt[4] padding, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor replicationPad2d(Object... args) {
        return (Tensor) Dispatcher.call("aten::replication_pad2d", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::replication_pad3d} ({@code torch.replication_pad3d}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::replication_pad3d(Tensor self, SymInt[6] padding) -&gt; Tensor
     * aten::replication_pad3d.out(Tensor self, SymInt[6] padding, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor replicationPad3d(Object... args) {
        return (Tensor) Dispatcher.call("aten::replication_pad3d", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::reshape_as} ({@code torch.reshape_as}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::reshape_as(Tensor(a) self, Tensor other) -&gt; Tensor(a)
     * </pre>
     */
    public Tensor reshapeAs(Object... args) {
        return (Tensor) Dispatcher.call("aten::reshape_as", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::resize} ({@code torch.resize}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::resize(Tensor self, SymInt[] size, *, MemoryFormat? memory_format=None) -&gt; Tensor
     * aten::resize.out(Tensor self, SymInt[] size, *, MemoryFormat? memory_format=None, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor resize(Object... args) {
        return (Tensor) Dispatcher.call("aten::resize", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::resize_} ({@code torch.resize_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::resize_(Tensor(a!) self, SymInt[] size, *, MemoryFormat? memory_format=None) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor resizeInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::resize_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::resize_as} ({@code torch.resize_as}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::resize_as(Tensor self, Tensor the_template, *, MemoryFormat? memory_format=None) -&gt; Tensor
     * aten::resize_as.out(Tensor self, Tensor the_template, *, MemoryFormat? memory_format=None, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor resizeAs(Object... args) {
        return (Tensor) Dispatcher.call("aten::resize_as", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::resize_as_} ({@code torch.resize_as_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::resize_as_(Tensor(a!) self, Tensor the_template, *, MemoryFormat? memory_format=None) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor resizeAsInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::resize_as_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::resize_as_sparse} ({@code torch.resize_as_sparse}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::resize_as_sparse(Tensor self, Tensor the_template) -&gt; Tensor
     * aten::resize_as_sparse.out(Tensor self, Tensor the_template, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor resizeAsSparse(Object... args) {
        return (Tensor) Dispatcher.call("aten::resize_as_sparse", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::resize_as_sparse_} ({@code torch.resize_as_sparse_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::resize_as_sparse_(Tensor(a!) self, Tensor the_template) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor resizeAsSparseInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::resize_as_sparse_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::resolve_conj} ({@code torch.resolve_conj}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::resolve_conj(Tensor(a) self) -&gt; Tensor(a)
     * </pre>
     */
    public Tensor resolveConj(Object... args) {
        return (Tensor) Dispatcher.call("aten::resolve_conj", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::resolve_neg} ({@code torch.resolve_neg}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::resolve_neg(Tensor(a) self) -&gt; Tensor(a)
     * </pre>
     */
    public Tensor resolveNeg(Object... args) {
        return (Tensor) Dispatcher.call("aten::resolve_neg", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::retain_grad} ({@code torch.retain_grad}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::retain_grad(Tensor(a!) self) -&gt; ()
     * </pre>
     */
    public Object retainGrad(Object... args) {
        return Dispatcher.call("aten::retain_grad", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::retains_grad} ({@code torch.retains_grad}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::retains_grad(Tensor self) -&gt; bool
     * </pre>
     */
    public Object retainsGrad(Object... args) {
        return Dispatcher.call("aten::retains_grad", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::roll} ({@code torch.roll}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::roll(Tensor self, SymInt[1] shifts, int[1] dims=[]) -&gt; Tensor
     * aten::roll.out(Tensor self, SymInt[1] shifts, int[1] dims=[], *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor roll(Object... args) {
        return (Tensor) Dispatcher.call("aten::roll", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::rot90} ({@code torch.rot90}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::rot90(Tensor self, int k=1, int[] dims=[0, 1]) -&gt; Tensor
     * aten::rot90.out(Tensor self, int k=1, int[] dims=[0, 1], *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor rot90(Object... args) {
        return (Tensor) Dispatcher.call("aten::rot90", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::round} ({@code torch.round}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::round(Tensor self) -&gt; Tensor
     * aten::round.decimals(Tensor self, *, int decimals) -&gt; Tensor
     * aten::round.decimals_out(Tensor self, *, int decimals, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::round.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor round(Object... args) {
        return (Tensor) Dispatcher.call("aten::round", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::round_} ({@code torch.round_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::round_(Tensor(a!) self) -&gt; Tensor(a!)
     * aten::round_.decimals(Tensor(a!) self, *, int decimals) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor roundInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::round_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::row_indices} ({@code torch.row_indices}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::row_indices(Tensor(a) self) -&gt; Tensor(a)
     * </pre>
     */
    public Tensor rowIndices(Object... args) {
        return (Tensor) Dispatcher.call("aten::row_indices", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::row_indices_copy} ({@code torch.row_indices_copy}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::row_indices_copy(Tensor self) -&gt; Tensor
     * aten::row_indices_copy.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor rowIndicesCopy(Object... args) {
        return (Tensor) Dispatcher.call("aten::row_indices_copy", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::rrelu} ({@code torch.rrelu}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::rrelu(Tensor self, Scalar lower=0.125, Scalar upper=0.33333333333333331, bool training=False, Generator? generator=None) -&gt; Tensor
     * </pre>
     */
    public Tensor rrelu(Object... args) {
        return (Tensor) Dispatcher.call("aten::rrelu", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::rrelu_} ({@code torch.rrelu_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::rrelu_(Tensor(a!) self, Scalar lower=0.125, Scalar upper=0.33333333333333331, bool training=False, Generator? generator=None) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor rreluInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::rrelu_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::rrelu_with_noise} ({@code torch.rrelu_with_noise}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::rrelu_with_noise(Tensor self, Tensor(b!) noise, Scalar lower=0.125, Scalar upper=0.33333333333333331, bool training=False, Generator? generator=None) -&gt; Tensor
     * aten::rrelu_with_noise.out(Tensor self, Tensor(b!) noise, Scalar lower=0.125, Scalar upper=0.33333333333333331, bool training=False, Generator? generator=None, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor rreluWithNoise(Object... args) {
        return (Tensor) Dispatcher.call("aten::rrelu_with_noise", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::rrelu_with_noise_} ({@code torch.rrelu_with_noise_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::rrelu_with_noise_(Tensor(a!) self, Tensor(b!) noise, Scalar lower=0.125, Scalar upper=0.33333333333333331, bool training=False, Generator? generator=None) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor rreluWithNoiseInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::rrelu_with_noise_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::rrelu_with_noise_functional} ({@code torch.rrelu_with_noise_functional}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::rrelu_with_noise_functional(Tensor self, Tensor noise, Scalar lower=0.125, Scalar upper=0.33333333333333331, bool training=False, Generator? generator=None) -&gt; (Tensor, Tensor noise_out)
     * </pre>
     */
    public List<Tensor> rreluWithNoiseFunctional(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::rrelu_with_noise_functional", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::rsqrt} ({@code torch.rsqrt}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::rsqrt(Tensor self) -&gt; Tensor
     * aten::rsqrt.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor rsqrt(Object... args) {
        return (Tensor) Dispatcher.call("aten::rsqrt", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::rsqrt_} ({@code torch.rsqrt_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::rsqrt_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor rsqrtInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::rsqrt_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::rsub} ({@code torch.rsub}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::rsub.Scalar(Tensor self, Scalar other, Scalar alpha=1) -&gt; Tensor
     * aten::rsub.Scalar_out(Tensor self, Scalar other, Scalar alpha=1, *, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::rsub.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -&gt; Tensor
     * aten::rsub.Tensor_out(Tensor self, Tensor other, *, Scalar alpha=1, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor rsub(Object... args) {
        return (Tensor) Dispatcher.call("aten::rsub", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::scatter} ({@code torch.scatter}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::scatter.reduce(Tensor self, int dim, Tensor index, Tensor src, *, str reduce) -&gt; Tensor
     * aten::scatter.reduce_out(Tensor self, int dim, Tensor index, Tensor src, *, str reduce, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::scatter.src(Tensor self, int dim, Tensor index, Tensor src) -&gt; Tensor
     * aten::scatter.src_out(Tensor self, int dim, Tensor index, Tensor src, *, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::scatter.value(Tensor self, int dim, Tensor index, Scalar value) -&gt; Tensor
     * aten::scatter.value_out(Tensor self, int dim, Tensor index, Scalar value, *, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::scatter.value_reduce(Tensor self, int dim, Tensor index, Scalar value, *, str reduce) -&gt; Tensor
     * aten::scatter.value_reduce_out(Tensor self, int dim, Tensor index, Scalar value, *, str reduce, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor scatter(Object... args) {
        return (Tensor) Dispatcher.call("aten::scatter", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::scatter_} ({@code torch.scatter_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::scatter_.reduce(Tensor(a!) self, int dim, Tensor index, Tensor src, *, str reduce) -&gt; Tensor(a!)
     * aten::scatter_.src(Tensor(a!) self, int dim, Tensor index, Tensor src) -&gt; Tensor(a!)
     * aten::scatter_.value(Tensor(a!) self, int dim, Tensor index, Scalar value) -&gt; Tensor(a!)
     * aten::scatter_.value_reduce(Tensor(a!) self, int dim, Tensor index, Scalar value, *, str reduce) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor scatterInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::scatter_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::scatter_add} ({@code torch.scatter_add}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::scatter_add(Tensor self, int dim, Tensor index, Tensor src) -&gt; Tensor
     * aten::scatter_add.out(Tensor self, int dim, Tensor index, Tensor src, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor scatterAdd(Object... args) {
        return (Tensor) Dispatcher.call("aten::scatter_add", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::scatter_add_} ({@code torch.scatter_add_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::scatter_add_(Tensor(a!) self, int dim, Tensor index, Tensor src) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor scatterAddInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::scatter_add_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::scatter_reduce} ({@code torch.scatter_reduce}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::scatter_reduce.two(Tensor self, int dim, Tensor index, Tensor src, str reduce, *, bool include_self=True) -&gt; Tensor
     * aten::scatter_reduce.two_out(Tensor self, int dim, Tensor index, Tensor src, str reduce, *, bool include_self=True, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor scatterReduce(Object... args) {
        return (Tensor) Dispatcher.call("aten::scatter_reduce", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::scatter_reduce_} ({@code torch.scatter_reduce_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::scatter_reduce_.two(Tensor(a!) self, int dim, Tensor index, Tensor src, str reduce, *, bool include_self=True) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor scatterReduceInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::scatter_reduce_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::select} ({@code torch.select}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::select.int(Tensor(a) self, int dim, SymInt index) -&gt; Tensor(a)
     * </pre>
     */
    public Tensor select(Object... args) {
        return (Tensor) Dispatcher.call("aten::select", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::select_copy} ({@code torch.select_copy}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::select_copy.int(Tensor self, int dim, SymInt index) -&gt; Tensor
     * aten::select_copy.int_out(Tensor self, int dim, SymInt index, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor selectCopy(Object... args) {
        return (Tensor) Dispatcher.call("aten::select_copy", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::select_scatter} ({@code torch.select_scatter}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::select_scatter(Tensor self, Tensor src, int dim, SymInt index) -&gt; Tensor
     * aten::select_scatter.out(Tensor self, Tensor src, int dim, SymInt index, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor selectScatter(Object... args) {
        return (Tensor) Dispatcher.call("aten::select_scatter", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::selu} ({@code torch.selu}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::selu(Tensor self) -&gt; Tensor
     * </pre>
     */
    public Tensor selu(Object... args) {
        return (Tensor) Dispatcher.call("aten::selu", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::selu_} ({@code torch.selu_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::selu_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor seluInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::selu_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::set} ({@code torch.set}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::set(Tensor self) -&gt; Tensor
     * aten::set.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::set.source_Storage(Tensor self, Storage source) -&gt; Tensor
     * aten::set.source_Storage_out(Tensor self, Storage source, *, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::set.source_Storage_storage_offset(Tensor self, Storage source, SymInt storage_offset, SymInt[] size, SymInt[] stride=[]) -&gt; Tensor
     * aten::set.source_Storage_storage_offset_out(Tensor self, Storage source, SymInt storage_offset, SymInt[] size, SymInt[] stride=[], *, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::set.source_Tensor(Tensor self, Tensor source) -&gt; Tensor
     * aten::set.source_Tensor_out(Tensor self, Tensor source, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor set(Object... args) {
        return (Tensor) Dispatcher.call("aten::set", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::set_} ({@code torch.set_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::set_(Tensor(a!) self) -&gt; Tensor(a!)
     * aten::set_.source_Storage(Tensor(a!) self, Storage source) -&gt; Tensor(a!)
     * aten::set_.source_Storage_storage_offset(Tensor(a!) self, Storage source, SymInt storage_offset, SymInt[] size, SymInt[] stride=[]) -&gt; Tensor(a!)
     * aten::set_.source_Tensor(Tensor(a!) self, Tensor source) -&gt; Tensor(a!)
     * aten::set_.source_Tensor_storage_offset(Tensor(a!) self, Tensor source, SymInt storage_offset, SymInt[] size, SymInt[] stride=[]) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor setInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::set_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::set_data} ({@code torch.set_data}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::set_data(Tensor(a!) self, Tensor new_data) -&gt; ()
     * </pre>
     */
    public Object setData(Object... args) {
        return Dispatcher.call("aten::set_data", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::sgn} ({@code torch.sgn}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::sgn(Tensor self) -&gt; Tensor
     * aten::sgn.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor sgn(Object... args) {
        return (Tensor) Dispatcher.call("aten::sgn", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::sgn_} ({@code torch.sgn_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::sgn_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor sgnInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::sgn_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::sigmoid_} ({@code torch.sigmoid_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::sigmoid_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor sigmoidInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::sigmoid_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::sign} ({@code torch.sign}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::sign(Tensor self) -&gt; Tensor
     * aten::sign.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor sign(Object... args) {
        return (Tensor) Dispatcher.call("aten::sign", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::sign_} ({@code torch.sign_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::sign_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor signInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::sign_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::signbit} ({@code torch.signbit}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::signbit(Tensor self) -&gt; Tensor
     * aten::signbit.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor signbit(Object... args) {
        return (Tensor) Dispatcher.call("aten::signbit", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::silu} ({@code torch.silu}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::silu(Tensor self) -&gt; Tensor
     * aten::silu.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor silu(Object... args) {
        return (Tensor) Dispatcher.call("aten::silu", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::silu_} ({@code torch.silu_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::silu_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor siluInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::silu_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::sin} ({@code torch.sin}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::sin(Tensor self) -&gt; Tensor
     * aten::sin.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor sin(Object... args) {
        return (Tensor) Dispatcher.call("aten::sin", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::sin_} ({@code torch.sin_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::sin_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor sinInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::sin_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::sinc} ({@code torch.sinc}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::sinc(Tensor self) -&gt; Tensor
     * aten::sinc.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor sinc(Object... args) {
        return (Tensor) Dispatcher.call("aten::sinc", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::sinc_} ({@code torch.sinc_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::sinc_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor sincInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::sinc_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::sinh} ({@code torch.sinh}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::sinh(Tensor self) -&gt; Tensor
     * aten::sinh.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor sinh(Object... args) {
        return (Tensor) Dispatcher.call("aten::sinh", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::sinh_} ({@code torch.sinh_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::sinh_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor sinhInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::sinh_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::size} ({@code torch.size}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::size.int(Tensor self, int dim) -&gt; int
     * </pre>
     */
    public Object size(Object... args) {
        return Dispatcher.call("aten::size", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::slice} ({@code torch.slice}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::slice.Tensor(Tensor(a) self, int dim=0, SymInt? start=None, SymInt? end=None, SymInt step=1) -&gt; Tensor(a)
     * </pre>
     */
    public Tensor slice(Object... args) {
        return (Tensor) Dispatcher.call("aten::slice", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::slice_copy} ({@code torch.slice_copy}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::slice_copy.Tensor(Tensor self, int dim=0, SymInt? start=None, SymInt? end=None, SymInt step=1) -&gt; Tensor
     * aten::slice_copy.Tensor_out(Tensor self, int dim=0, SymInt? start=None, SymInt? end=None, SymInt step=1, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor sliceCopy(Object... args) {
        return (Tensor) Dispatcher.call("aten::slice_copy", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::slice_inverse} ({@code torch.slice_inverse}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::slice_inverse(Tensor(a) self, Tensor src, int dim=0, SymInt? start=None, SymInt? end=None, SymInt step=1) -&gt; Tensor(a)
     * </pre>
     */
    public Tensor sliceInverse(Object... args) {
        return (Tensor) Dispatcher.call("aten::slice_inverse", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::slice_scatter} ({@code torch.slice_scatter}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::slice_scatter(Tensor self, Tensor src, int dim=0, SymInt? start=None, SymInt? end=None, SymInt step=1) -&gt; Tensor
     * aten::slice_scatter.out(Tensor self, Tensor src, int dim=0, SymInt? start=None, SymInt? end=None, SymInt step=1, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor sliceScatter(Object... args) {
        return (Tensor) Dispatcher.call("aten::slice_scatter", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::slogdet} ({@code torch.slogdet}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::slogdet(Tensor self) -&gt; (Tensor sign, Tensor logabsdet)
     * aten::slogdet.out(Tensor self, *, Tensor(a!) sign, Tensor(b!) logabsdet) -&gt; (Tensor(a!) sign, Tensor(b!) logabsdet)
     * </pre>
     */
    public List<Tensor> slogdet(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::slogdet", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::slow_conv3d} ({@code torch.slow_conv3d}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::slow_conv3d(Tensor self, Tensor weight, SymInt[3] kernel_size, Tensor? bias=None, SymInt[3] stride=[1, 1, 1], SymInt[3] padding=[0, 0, 0]) -&gt; Tensor
     * aten::slow_conv3d.out(Tensor self, Tensor weight, SymInt[3] kernel_size, Tensor? bias=None, SymInt[3] stride=[1, 1, 1], SymInt[3] padding=[0, 0, 0], *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor slowConv3d(Object... args) {
        return (Tensor) Dispatcher.call("aten::slow_conv3d", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::slow_conv3d_forward} ({@code torch.slow_conv3d_forward}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::slow_conv3d_forward(Tensor self, Tensor weight, SymInt[3] kernel_size, Tensor? bias, SymInt[3] stride, SymInt[3] padding) -&gt; Tensor
     * aten::slow_conv3d_forward.output(Tensor self, Tensor weight, SymInt[3] kernel_size, Tensor? bias, SymInt[3] stride, SymInt[3] padding, *, Tensor(a!) output) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor slowConv3dForward(Object... args) {
        return (Tensor) Dispatcher.call("aten::slow_conv3d_forward", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::slow_conv_dilated2d} ({@code torch.slow_conv_dilated2d}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::slow_conv_dilated2d(Tensor self, Tensor weight, SymInt[2] kernel_size, Tensor? bias=None, SymInt[2] stride=[1, 1], SymInt[2] padding=[0, 0], SymInt[2] dilation=[1, 1]) -&gt; Tensor
     * aten::slow_conv_dilated2d.out(Tensor self, Tensor weight, SymInt[2] kernel_size, Tensor? bias=None, SymInt[2] stride=[1, 1], SymInt[2] padding=[0, 0], SymInt[2] dilation=[1, 1], *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor slowConvDilated2d(Object... args) {
        return (Tensor) Dispatcher.call("aten::slow_conv_dilated2d", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::slow_conv_dilated3d} ({@code torch.slow_conv_dilated3d}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::slow_conv_dilated3d(Tensor self, Tensor weight, SymInt[3] kernel_size, Tensor? bias=None, SymInt[3] stride=[1, 1, 1], SymInt[3] padding=[0, 0, 0], SymInt[3] dilation=[1, 1, 1]) -&gt; Tensor
     * aten::slow_conv_dilated3d.out(Tensor self, Tensor weight, SymInt[3] kernel_size, Tensor? bias=None, SymInt[3] stride=[1, 1, 1], SymInt[3] padding=[0, 0, 0], SymInt[3] dilation=[1, 1, 1], *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor slowConvDilated3d(Object... args) {
        return (Tensor) Dispatcher.call("aten::slow_conv_dilated3d", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::slow_conv_transpose2d} ({@code torch.slow_conv_transpose2d}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::slow_conv_transpose2d(Tensor self, Tensor weight, SymInt[2] kernel_size, Tensor? bias=None, SymInt[2] stride=[1, 1], SymInt[2] padding=[0, 0], SymInt[2] output_padding=[0, 0], SymInt[2] dilation=[1, 1]) -&gt; Tensor
     * aten::slow_conv_transpose2d.out(Tensor self, Tensor weight, SymInt[2] kernel_size, Tensor? bias=None, SymInt[2] stride=[1, 1], SymInt[2] padding=[0, 0], SymInt[2] output_padding=[0, 0], SymInt[2] dilation=[1, 1], *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor slowConvTranspose2d(Object... args) {
        return (Tensor) Dispatcher.call("aten::slow_conv_transpose2d", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::slow_conv_transpose3d} ({@code torch.slow_conv_transpose3d}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::slow_conv_transpose3d(Tensor self, Tensor weight, SymInt[3] kernel_size, Tensor? bias=None, SymInt[3] stride=[1, 1, 1], SymInt[3] padding=[0, 0, 0], SymInt[3] output_padding=[0, 0, 0], SymInt[3] dilation=[1, 1, 1]) -&gt; Tensor
     * aten::slow_conv_transpose3d.out(Tensor self, Tensor weight, SymInt[3] kernel_size, Tensor? bias=None, SymInt[3] stride=[1, 1, 1], SymInt[3] padding=[0, 0, 0], SymInt[3] output_padding=[0, 0, 0], SymInt[3] dilation=[1, 1, 1], *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor slowConvTranspose3d(Object... args) {
        return (Tensor) Dispatcher.call("aten::slow_conv_transpose3d", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::smm} ({@code torch.smm}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::smm(Tensor self, Tensor mat2) -&gt; Tensor
     * </pre>
     */
    public Tensor smm(Object... args) {
        return (Tensor) Dispatcher.call("aten::smm", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::smooth_l1_loss} ({@code torch.smooth_l1_loss}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::smooth_l1_loss(Tensor self, Tensor target, int reduction=1, float beta=1.) -&gt; Tensor
     * aten::smooth_l1_loss.out(Tensor self, Tensor target, int reduction=1, float beta=1., *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor smoothL1Loss(Object... args) {
        return (Tensor) Dispatcher.call("aten::smooth_l1_loss", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::soft_margin_loss} ({@code torch.soft_margin_loss}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::soft_margin_loss(Tensor self, Tensor target, int reduction=1) -&gt; Tensor
     * aten::soft_margin_loss.out(Tensor self, Tensor target, int reduction=1, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor softMarginLoss(Object... args) {
        return (Tensor) Dispatcher.call("aten::soft_margin_loss", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::softplus} ({@code torch.softplus}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::softplus(Tensor self, Scalar beta=1, Scalar threshold=20) -&gt; Tensor
     * aten::softplus.out(Tensor self, Scalar beta=1, Scalar threshold=20, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor softplus(Object... args) {
        return (Tensor) Dispatcher.call("aten::softplus", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::softshrink} ({@code torch.softshrink}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::softshrink(Tensor self, Scalar lambd=0.5) -&gt; Tensor
     * aten::softshrink.out(Tensor self, Scalar lambd=0.5, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor softshrink(Object... args) {
        return (Tensor) Dispatcher.call("aten::softshrink", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::sort} ({@code torch.sort}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::sort(Tensor self, int dim=-1, bool descending=False) -&gt; (Tensor values, Tensor indices)
     * aten::sort.stable(Tensor self, *, bool? stable, int dim=-1, bool descending=False) -&gt; (Tensor values, Tensor indices)
     * aten::sort.values(Tensor self, int dim=-1, bool descending=False, *, Tensor(a!) values, Tensor(b!) indices) -&gt; (Tensor(a!) values, Tensor(b!) indices)
     * aten::sort.values_stable(Tensor self, *, bool? stable, int dim=-1, bool descending=False, Tensor(a!) values, Tensor(b!) indices) -&gt; (Tensor(a!) values, Tensor(b!) indices)
     * </pre>
     */
    public List<Tensor> sort(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::sort", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::sparse_dim} ({@code torch.sparse_dim}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::sparse_dim(Tensor self) -&gt; int
     * </pre>
     */
    public Object sparseDim(Object... args) {
        return Dispatcher.call("aten::sparse_dim", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::sparse_mask} ({@code torch.sparse_mask}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::sparse_mask(Tensor self, Tensor mask) -&gt; Tensor
     * aten::sparse_mask.out(Tensor self, Tensor mask, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor sparseMask(Object... args) {
        return (Tensor) Dispatcher.call("aten::sparse_mask", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::sparse_resize} ({@code torch.sparse_resize}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::sparse_resize(Tensor self, int[] size, int sparse_dim, int dense_dim) -&gt; Tensor
     * aten::sparse_resize.out(Tensor self, int[] size, int sparse_dim, int dense_dim, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor sparseResize(Object... args) {
        return (Tensor) Dispatcher.call("aten::sparse_resize", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::sparse_resize_} ({@code torch.sparse_resize_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::sparse_resize_(Tensor(a!) self, int[] size, int sparse_dim, int dense_dim) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor sparseResizeInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::sparse_resize_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::sparse_resize_and_clear} ({@code torch.sparse_resize_and_clear}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::sparse_resize_and_clear(Tensor self, int[] size, int sparse_dim, int dense_dim) -&gt; Tensor
     * aten::sparse_resize_and_clear.out(Tensor self, int[] size, int sparse_dim, int dense_dim, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor sparseResizeAndClear(Object... args) {
        return (Tensor) Dispatcher.call("aten::sparse_resize_and_clear", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::sparse_resize_and_clear_} ({@code torch.sparse_resize_and_clear_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::sparse_resize_and_clear_(Tensor(a!) self, int[] size, int sparse_dim, int dense_dim) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor sparseResizeAndClearInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::sparse_resize_and_clear_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::sparse_sampled_addmm} ({@code torch.sparse_sampled_addmm}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::sparse_sampled_addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -&gt; Tensor
     * aten::sparse_sampled_addmm.out(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor sparseSampledAddmm(Object... args) {
        return (Tensor) Dispatcher.call("aten::sparse_sampled_addmm", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::special_bessel_j0} ({@code torch.special_bessel_j0}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::special_bessel_j0(Tensor self) -&gt; Tensor
     * aten::special_bessel_j0.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor specialBesselJ0(Object... args) {
        return (Tensor) Dispatcher.call("aten::special_bessel_j0", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::special_bessel_j1} ({@code torch.special_bessel_j1}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::special_bessel_j1(Tensor self) -&gt; Tensor
     * aten::special_bessel_j1.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor specialBesselJ1(Object... args) {
        return (Tensor) Dispatcher.call("aten::special_bessel_j1", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::special_bessel_y0} ({@code torch.special_bessel_y0}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::special_bessel_y0(Tensor self) -&gt; Tensor
     * aten::special_bessel_y0.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor specialBesselY0(Object... args) {
        return (Tensor) Dispatcher.call("aten::special_bessel_y0", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::special_bessel_y1} ({@code torch.special_bessel_y1}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::special_bessel_y1(Tensor self) -&gt; Tensor
     * aten::special_bessel_y1.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor specialBesselY1(Object... args) {
        return (Tensor) Dispatcher.call("aten::special_bessel_y1", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::special_digamma} ({@code torch.special_digamma}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::special_digamma(Tensor self) -&gt; Tensor
     * aten::special_digamma.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor specialDigamma(Object... args) {
        return (Tensor) Dispatcher.call("aten::special_digamma", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::special_entr} ({@code torch.special_entr}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::special_entr(Tensor self) -&gt; Tensor
     * aten::special_entr.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor specialEntr(Object... args) {
        return (Tensor) Dispatcher.call("aten::special_entr", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::special_erf} ({@code torch.special_erf}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::special_erf(Tensor self) -&gt; Tensor
     * aten::special_erf.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor specialErf(Object... args) {
        return (Tensor) Dispatcher.call("aten::special_erf", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::special_erfc} ({@code torch.special_erfc}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::special_erfc(Tensor self) -&gt; Tensor
     * aten::special_erfc.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor specialErfc(Object... args) {
        return (Tensor) Dispatcher.call("aten::special_erfc", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::special_erfcx} ({@code torch.special_erfcx}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::special_erfcx(Tensor self) -&gt; Tensor
     * aten::special_erfcx.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor specialErfcx(Object... args) {
        return (Tensor) Dispatcher.call("aten::special_erfcx", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::special_erfinv} ({@code torch.special_erfinv}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::special_erfinv(Tensor self) -&gt; Tensor
     * aten::special_erfinv.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor specialErfinv(Object... args) {
        return (Tensor) Dispatcher.call("aten::special_erfinv", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::special_exp2} ({@code torch.special_exp2}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::special_exp2(Tensor self) -&gt; Tensor
     * aten::special_exp2.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor specialExp2(Object... args) {
        return (Tensor) Dispatcher.call("aten::special_exp2", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::special_expit} ({@code torch.special_expit}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::special_expit(Tensor self) -&gt; Tensor
     * aten::special_expit.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor specialExpit(Object... args) {
        return (Tensor) Dispatcher.call("aten::special_expit", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::special_expm1} ({@code torch.special_expm1}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::special_expm1(Tensor self) -&gt; Tensor
     * aten::special_expm1.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor specialExpm1(Object... args) {
        return (Tensor) Dispatcher.call("aten::special_expm1", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::special_gammainc} ({@code torch.special_gammainc}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::special_gammainc(Tensor self, Tensor other) -&gt; Tensor
     * aten::special_gammainc.out(Tensor self, Tensor other, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor specialGammainc(Object... args) {
        return (Tensor) Dispatcher.call("aten::special_gammainc", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::special_gammaincc} ({@code torch.special_gammaincc}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::special_gammaincc(Tensor self, Tensor other) -&gt; Tensor
     * aten::special_gammaincc.out(Tensor self, Tensor other, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor specialGammaincc(Object... args) {
        return (Tensor) Dispatcher.call("aten::special_gammaincc", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::special_gammaln} ({@code torch.special_gammaln}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::special_gammaln(Tensor self) -&gt; Tensor
     * aten::special_gammaln.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor specialGammaln(Object... args) {
        return (Tensor) Dispatcher.call("aten::special_gammaln", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::special_i0} ({@code torch.special_i0}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::special_i0(Tensor self) -&gt; Tensor
     * aten::special_i0.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor specialI0(Object... args) {
        return (Tensor) Dispatcher.call("aten::special_i0", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::special_i0e} ({@code torch.special_i0e}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::special_i0e(Tensor self) -&gt; Tensor
     * aten::special_i0e.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor specialI0e(Object... args) {
        return (Tensor) Dispatcher.call("aten::special_i0e", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::special_i1} ({@code torch.special_i1}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::special_i1(Tensor self) -&gt; Tensor
     * aten::special_i1.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor specialI1(Object... args) {
        return (Tensor) Dispatcher.call("aten::special_i1", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::special_i1e} ({@code torch.special_i1e}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::special_i1e(Tensor self) -&gt; Tensor
     * aten::special_i1e.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor specialI1e(Object... args) {
        return (Tensor) Dispatcher.call("aten::special_i1e", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::special_log1p} ({@code torch.special_log1p}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::special_log1p(Tensor self) -&gt; Tensor
     * aten::special_log1p.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor specialLog1p(Object... args) {
        return (Tensor) Dispatcher.call("aten::special_log1p", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::special_log_ndtr} ({@code torch.special_log_ndtr}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::special_log_ndtr(Tensor self) -&gt; Tensor
     * aten::special_log_ndtr.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor specialLogNdtr(Object... args) {
        return (Tensor) Dispatcher.call("aten::special_log_ndtr", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::special_log_softmax} ({@code torch.special_log_softmax}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::special_log_softmax(Tensor self, int dim, *, ScalarType? dtype=None) -&gt; Tensor
     * </pre>
     */
    public Tensor specialLogSoftmax(Object... args) {
        return (Tensor) Dispatcher.call("aten::special_log_softmax", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::special_logit} ({@code torch.special_logit}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::special_logit(Tensor self, float? eps=None) -&gt; Tensor
     * aten::special_logit.out(Tensor self, float? eps=None, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor specialLogit(Object... args) {
        return (Tensor) Dispatcher.call("aten::special_logit", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::special_logsumexp} ({@code torch.special_logsumexp}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::special_logsumexp(Tensor self, int[1] dim, bool keepdim=False) -&gt; Tensor
     * aten::special_logsumexp.out(Tensor self, int[1] dim, bool keepdim=False, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor specialLogsumexp(Object... args) {
        return (Tensor) Dispatcher.call("aten::special_logsumexp", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::special_modified_bessel_i0} ({@code torch.special_modified_bessel_i0}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::special_modified_bessel_i0(Tensor self) -&gt; Tensor
     * aten::special_modified_bessel_i0.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor specialModifiedBesselI0(Object... args) {
        return (Tensor) Dispatcher.call("aten::special_modified_bessel_i0", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::special_modified_bessel_i1} ({@code torch.special_modified_bessel_i1}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::special_modified_bessel_i1(Tensor self) -&gt; Tensor
     * aten::special_modified_bessel_i1.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor specialModifiedBesselI1(Object... args) {
        return (Tensor) Dispatcher.call("aten::special_modified_bessel_i1", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::special_modified_bessel_k0} ({@code torch.special_modified_bessel_k0}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::special_modified_bessel_k0(Tensor self) -&gt; Tensor
     * aten::special_modified_bessel_k0.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor specialModifiedBesselK0(Object... args) {
        return (Tensor) Dispatcher.call("aten::special_modified_bessel_k0", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::special_modified_bessel_k1} ({@code torch.special_modified_bessel_k1}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::special_modified_bessel_k1(Tensor self) -&gt; Tensor
     * aten::special_modified_bessel_k1.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor specialModifiedBesselK1(Object... args) {
        return (Tensor) Dispatcher.call("aten::special_modified_bessel_k1", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::special_multigammaln} ({@code torch.special_multigammaln}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::special_multigammaln(Tensor self, int p) -&gt; Tensor
     * aten::special_multigammaln.out(Tensor self, int p, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor specialMultigammaln(Object... args) {
        return (Tensor) Dispatcher.call("aten::special_multigammaln", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::special_ndtr} ({@code torch.special_ndtr}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::special_ndtr(Tensor self) -&gt; Tensor
     * aten::special_ndtr.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor specialNdtr(Object... args) {
        return (Tensor) Dispatcher.call("aten::special_ndtr", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::special_ndtri} ({@code torch.special_ndtri}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::special_ndtri(Tensor self) -&gt; Tensor
     * aten::special_ndtri.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor specialNdtri(Object... args) {
        return (Tensor) Dispatcher.call("aten::special_ndtri", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::special_psi} ({@code torch.special_psi}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::special_psi(Tensor self) -&gt; Tensor
     * aten::special_psi.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor specialPsi(Object... args) {
        return (Tensor) Dispatcher.call("aten::special_psi", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::special_round} ({@code torch.special_round}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::special_round(Tensor self, *, int decimals=0) -&gt; Tensor
     * aten::special_round.out(Tensor self, *, int decimals=0, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor specialRound(Object... args) {
        return (Tensor) Dispatcher.call("aten::special_round", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::special_sinc} ({@code torch.special_sinc}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::special_sinc(Tensor self) -&gt; Tensor
     * aten::special_sinc.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor specialSinc(Object... args) {
        return (Tensor) Dispatcher.call("aten::special_sinc", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::special_softmax} ({@code torch.special_softmax}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::special_softmax(Tensor self, int dim, ScalarType? dtype=None) -&gt; Tensor
     * </pre>
     */
    public Tensor specialSoftmax(Object... args) {
        return (Tensor) Dispatcher.call("aten::special_softmax", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::split} ({@code torch.split}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::split.Tensor(Tensor(a -&gt; *) self, SymInt split_size, int dim=0) -&gt; Tensor(a)[]
     * aten::split.sizes(Tensor(a -&gt; *) self, SymInt[] split_size, int dim=0) -&gt; Tensor(a)[]
     * </pre>
     */
    public List<Tensor> split(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::split", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::split_copy} ({@code torch.split_copy}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::split_copy.Tensor(Tensor self, SymInt split_size, int dim=0) -&gt; Tensor[]
     * aten::split_copy.Tensor_out(Tensor self, SymInt split_size, int dim=0, *, Tensor(a!)[] out) -&gt; ()
     * </pre>
     */
    public Object splitCopy(Object... args) {
        return Dispatcher.call("aten::split_copy", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::split_with_sizes} ({@code torch.split_with_sizes}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::split_with_sizes(Tensor(a -&gt; *) self, SymInt[] split_sizes, int dim=0) -&gt; Tensor(a)[]
     * </pre>
     */
    public List<Tensor> splitWithSizes(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::split_with_sizes", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::split_with_sizes_copy} ({@code torch.split_with_sizes_copy}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::split_with_sizes_copy(Tensor self, SymInt[] split_sizes, int dim=0) -&gt; Tensor[]
     * aten::split_with_sizes_copy.out(Tensor self, SymInt[] split_sizes, int dim=0, *, Tensor(a!)[] out) -&gt; ()
     * </pre>
     */
    public Object splitWithSizesCopy(Object... args) {
        return Dispatcher.call("aten::split_with_sizes_copy", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::sqrt_} ({@code torch.sqrt_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::sqrt_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor sqrtInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::sqrt_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::square} ({@code torch.square}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::square(Tensor self) -&gt; Tensor
     * aten::square.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor square(Object... args) {
        return (Tensor) Dispatcher.call("aten::square", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::square_} ({@code torch.square_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::square_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor squareInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::square_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::squeeze_} ({@code torch.squeeze_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::squeeze_(Tensor(a!) self) -&gt; Tensor(a!)
     * aten::squeeze_.dim(Tensor(a!) self, int dim) -&gt; Tensor(a!)
     * aten::squeeze_.dims(Tensor(a!) self, int[] dim) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor squeezeInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::squeeze_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::squeeze_copy} ({@code torch.squeeze_copy}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::squeeze_copy(Tensor self) -&gt; Tensor
     * aten::squeeze_copy.dim(Tensor self, int dim) -&gt; Tensor
     * aten::squeeze_copy.dim_out(Tensor self, int dim, *, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::squeeze_copy.dims(Tensor self, int[] dim) -&gt; Tensor
     * aten::squeeze_copy.dims_out(Tensor self, int[] dim, *, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::squeeze_copy.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor squeezeCopy(Object... args) {
        return (Tensor) Dispatcher.call("aten::squeeze_copy", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::sspaddmm} ({@code torch.sspaddmm}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::sspaddmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -&gt; Tensor
     * aten::sspaddmm.out(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor sspaddmm(Object... args) {
        return (Tensor) Dispatcher.call("aten::sspaddmm", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::std_mean} ({@code torch.std_mean}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::std_mean(Tensor self, bool unbiased=True) -&gt; (Tensor, Tensor)
     * aten::std_mean.correction(Tensor self, int[1]? dim=None, *, Scalar? correction=None, bool keepdim=False) -&gt; (Tensor, Tensor)
     * aten::std_mean.correction_out(Tensor self, int[1]? dim=None, *, Scalar? correction=None, bool keepdim=False, Tensor(a!) out0, Tensor(b!) out1) -&gt; (Tensor(a!), Tensor(b!))
     * aten::std_mean.dim(Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False) -&gt; (Tensor, Tensor)
     * </pre>
     */
    public List<Tensor> stdMean(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::std_mean", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::stft} ({@code torch.stft}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::stft(Tensor self, int n_fft, int? hop_length=None, int? win_length=None, Tensor? window=None, bool normalized=False, bool? onesided=None, bool? return_complex=None, bool? align_to_window=None) -&gt; Tensor
     * aten::stft.center(Tensor self, int n_fft, int? hop_length=None, int? win_length=None, Tensor? window=None, bool center=True, str pad_mode="reflect", bool normalized=False, bool? onesided=None, bool? return_complex=None, bool? align_to_window=None) -&gt; Tensor
     * </pre>
     */
    public Tensor stft(Object... args) {
        return (Tensor) Dispatcher.call("aten::stft", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::storage_offset} ({@code torch.storage_offset}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::storage_offset(Tensor self) -&gt; int
     * </pre>
     */
    public Object storageOffset(Object... args) {
        return Dispatcher.call("aten::storage_offset", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::stride} ({@code torch.stride}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::stride.int(Tensor self, int dim) -&gt; int
     * </pre>
     */
    public Object stride(Object... args) {
        return Dispatcher.call("aten::stride", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::sub_} ({@code torch.sub_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::sub_.Scalar(Tensor(a!) self, Scalar other, Scalar alpha=1) -&gt; Tensor(a!)
     * aten::sub_.Tensor(Tensor(a!) self, Tensor other, *, Scalar alpha=1) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor subInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::sub_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::subtract} ({@code torch.subtract}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::subtract.Scalar(Tensor self, Scalar other, Scalar alpha=1) -&gt; Tensor
     * aten::subtract.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -&gt; Tensor
     * aten::subtract.out(Tensor self, Tensor other, *, Scalar alpha=1, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor subtract(Object... args) {
        return (Tensor) Dispatcher.call("aten::subtract", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::subtract_} ({@code torch.subtract_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::subtract_.Scalar(Tensor(a!) self, Scalar other, Scalar alpha=1) -&gt; Tensor(a!)
     * aten::subtract_.Tensor(Tensor(a!) self, Tensor other, *, Scalar alpha=1) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor subtractInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::subtract_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::sum_to_size} ({@code torch.sum_to_size}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::sum_to_size(Tensor self, SymInt[] size) -&gt; Tensor
     * </pre>
     */
    public Tensor sumToSize(Object... args) {
        return (Tensor) Dispatcher.call("aten::sum_to_size", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::svd} ({@code torch.svd}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::svd(Tensor self, bool some=True, bool compute_uv=True) -&gt; (Tensor U, Tensor S, Tensor V)
     * aten::svd.U(Tensor self, bool some=True, bool compute_uv=True, *, Tensor(a!) U, Tensor(b!) S, Tensor(c!) V) -&gt; (Tensor(a!) U, Tensor(b!) S, Tensor(c!) V)
     * </pre>
     */
    public List<Tensor> svd(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::svd", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::swapaxes} ({@code torch.swapaxes}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::swapaxes(Tensor(a) self, int axis0, int axis1) -&gt; Tensor(a)
     * </pre>
     */
    public Tensor swapaxes(Object... args) {
        return (Tensor) Dispatcher.call("aten::swapaxes", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::swapaxes_} ({@code torch.swapaxes_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::swapaxes_(Tensor(a!) self, int axis0, int axis1) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor swapaxesInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::swapaxes_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::swapdims} ({@code torch.swapdims}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::swapdims(Tensor(a) self, int dim0, int dim1) -&gt; Tensor(a)
     * </pre>
     */
    public Tensor swapdims(Object... args) {
        return (Tensor) Dispatcher.call("aten::swapdims", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::swapdims_} ({@code torch.swapdims_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::swapdims_(Tensor(a!) self, int dim0, int dim1) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor swapdimsInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::swapdims_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::sym_is_contiguous} ({@code torch.sym_is_contiguous}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::sym_is_contiguous(Tensor self, MemoryFormat memory_format=0) -&gt; SymBool
     * </pre>
     */
    public Object symIsContiguous(Object... args) {
        return Dispatcher.call("aten::sym_is_contiguous", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::sym_numel} ({@code torch.sym_numel}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::sym_numel(Tensor self) -&gt; SymInt
     * </pre>
     */
    public Object symNumel(Object... args) {
        return Dispatcher.call("aten::sym_numel", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::sym_size} ({@code torch.sym_size}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::sym_size.int(Tensor self, int dim) -&gt; SymInt
     * </pre>
     */
    public Object symSize(Object... args) {
        return Dispatcher.call("aten::sym_size", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::sym_storage_offset} ({@code torch.sym_storage_offset}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::sym_storage_offset(Tensor self) -&gt; SymInt
     * </pre>
     */
    public Object symStorageOffset(Object... args) {
        return Dispatcher.call("aten::sym_storage_offset", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::sym_stride} ({@code torch.sym_stride}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::sym_stride.int(Tensor self, int dim) -&gt; SymInt
     * </pre>
     */
    public Object symStride(Object... args) {
        return Dispatcher.call("aten::sym_stride", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::t} ({@code torch.t}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::t(Tensor(a) self) -&gt; Tensor(a)
     * </pre>
     */
    public Tensor t(Object... args) {
        return (Tensor) Dispatcher.call("aten::t", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::t_} ({@code torch.t_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::t_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor tInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::t_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::t_copy} ({@code torch.t_copy}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::t_copy(Tensor self) -&gt; Tensor
     * aten::t_copy.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor tCopy(Object... args) {
        return (Tensor) Dispatcher.call("aten::t_copy", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::take} ({@code torch.take}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::take(Tensor self, Tensor index) -&gt; Tensor
     * aten::take.out(Tensor self, Tensor index, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor take(Object... args) {
        return (Tensor) Dispatcher.call("aten::take", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::take_along_dim} ({@code torch.take_along_dim}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::take_along_dim(Tensor self, Tensor indices, int? dim=None) -&gt; Tensor
     * aten::take_along_dim.out(Tensor self, Tensor indices, int? dim=None, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor takeAlongDim(Object... args) {
        return (Tensor) Dispatcher.call("aten::take_along_dim", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::tan} ({@code torch.tan}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::tan(Tensor self) -&gt; Tensor
     * aten::tan.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor tan(Object... args) {
        return (Tensor) Dispatcher.call("aten::tan", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::tan_} ({@code torch.tan_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::tan_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor tanInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::tan_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::tanh_} ({@code torch.tanh_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::tanh_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor tanhInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::tanh_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::tensor_split} ({@code torch.tensor_split}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::tensor_split.indices(Tensor(a -&gt; *) self, SymInt[] indices, int dim=0) -&gt; Tensor(a)[]
     * aten::tensor_split.sections(Tensor(a -&gt; *) self, SymInt sections, int dim=0) -&gt; Tensor(a)[]
     * aten::tensor_split.tensor_indices_or_sections(Tensor(a -&gt; *) self, Tensor tensor_indices_or_sections, int dim=0) -&gt; Tensor(a)[]
     * </pre>
     */
    public List<Tensor> tensorSplit(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::tensor_split", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::tensordot} ({@code torch.tensordot}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::tensordot(Tensor self, Tensor other, int[] dims_self, int[] dims_other) -&gt; Tensor
     * aten::tensordot.out(Tensor self, Tensor other, int[] dims_self, int[] dims_other, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor tensordot(Object... args) {
        return (Tensor) Dispatcher.call("aten::tensordot", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::thnn_conv2d} ({@code torch.thnn_conv2d}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::thnn_conv2d(Tensor self, Tensor weight, SymInt[2] kernel_size, Tensor? bias=None, SymInt[2] stride=[1, 1], SymInt[2] padding=[0, 0]) -&gt; Tensor
     * aten::thnn_conv2d.out(Tensor self, Tensor weight, SymInt[2] kernel_size, Tensor? bias=None, SymInt[2] stride=[1, 1], SymInt[2] padding=[0, 0], *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor thnnConv2d(Object... args) {
        return (Tensor) Dispatcher.call("aten::thnn_conv2d", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::threshold} ({@code torch.threshold}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::threshold(Tensor self, Scalar threshold, Scalar value) -&gt; Tensor
     * aten::threshold.out(Tensor self, Scalar threshold, Scalar value, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor threshold(Object... args) {
        return (Tensor) Dispatcher.call("aten::threshold", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::threshold_} ({@code torch.threshold_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::threshold_(Tensor(a!) self, Scalar threshold, Scalar value) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor thresholdInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::threshold_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::tile} ({@code torch.tile}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::tile(Tensor self, SymInt[] dims) -&gt; Tensor
     * </pre>
     */
    public Tensor tile(Object... args) {
        return (Tensor) Dispatcher.call("aten::tile", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::to} ({@code torch.to}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::to.device(Tensor(a) self, Device device, ScalarType dtype, bool non_blocking=False, bool copy=False, MemoryFormat? memory_format=None) -&gt; Tensor(a)
     * aten::to.dtype(Tensor(a) self, ScalarType dtype, bool non_blocking=False, bool copy=False, MemoryFormat? memory_format=None) -&gt; Tensor(a)
     * aten::to.dtype_layout(Tensor(a) self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, bool non_blocking=False, bool copy=False, MemoryFormat? memory_format=None) -&gt; Tensor(a)
     * aten::to.other(Tensor(a) self, Tensor other, bool non_blocking=False, bool copy=False, MemoryFormat? memory_format=None) -&gt; Tensor(a)
     * </pre>
     */
    public Tensor to(Object... args) {
        return (Tensor) Dispatcher.call("aten::to", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::to_dense} ({@code torch.to_dense}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::to_dense(Tensor self, ScalarType? dtype=None, *, bool? masked_grad=None) -&gt; Tensor
     * </pre>
     */
    public Tensor toDense(Object... args) {
        return (Tensor) Dispatcher.call("aten::to_dense", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::to_mkldnn} ({@code torch.to_mkldnn}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::to_mkldnn(Tensor self, ScalarType? dtype=None) -&gt; Tensor
     * aten::to_mkldnn.out(Tensor self, ScalarType? dtype=None, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor toMkldnn(Object... args) {
        return (Tensor) Dispatcher.call("aten::to_mkldnn", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::to_padded_tensor} ({@code torch.to_padded_tensor}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::to_padded_tensor(Tensor self, float padding, SymInt[]? output_size=None) -&gt; Tensor
     * aten::to_padded_tensor.out(Tensor self, float padding, SymInt[]? output_size=None, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor toPaddedTensor(Object... args) {
        return (Tensor) Dispatcher.call("aten::to_padded_tensor", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::to_sparse} ({@code torch.to_sparse}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::to_sparse(Tensor self, *, Layout? layout=None, int[2]? blocksize=None, int? dense_dim=None) -&gt; Tensor
     * aten::to_sparse.sparse_dim(Tensor self, int sparse_dim) -&gt; Tensor
     * </pre>
     */
    public Tensor toSparse(Object... args) {
        return (Tensor) Dispatcher.call("aten::to_sparse", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::to_sparse_bsc} ({@code torch.to_sparse_bsc}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::to_sparse_bsc(Tensor self, int[2] blocksize, int? dense_dim=None) -&gt; Tensor
     * </pre>
     */
    public Tensor toSparseBsc(Object... args) {
        return (Tensor) Dispatcher.call("aten::to_sparse_bsc", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::to_sparse_bsr} ({@code torch.to_sparse_bsr}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::to_sparse_bsr(Tensor self, int[2] blocksize, int? dense_dim=None) -&gt; Tensor
     * </pre>
     */
    public Tensor toSparseBsr(Object... args) {
        return (Tensor) Dispatcher.call("aten::to_sparse_bsr", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::to_sparse_csc} ({@code torch.to_sparse_csc}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::to_sparse_csc(Tensor self, int? dense_dim=None) -&gt; Tensor
     * </pre>
     */
    public Tensor toSparseCsc(Object... args) {
        return (Tensor) Dispatcher.call("aten::to_sparse_csc", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::to_sparse_csr} ({@code torch.to_sparse_csr}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::to_sparse_csr(Tensor self, int? dense_dim=None) -&gt; Tensor
     * </pre>
     */
    public Tensor toSparseCsr(Object... args) {
        return (Tensor) Dispatcher.call("aten::to_sparse_csr", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::topk} ({@code torch.topk}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::topk(Tensor self, SymInt k, int dim=-1, bool largest=True, bool sorted=True) -&gt; (Tensor values, Tensor indices)
     * aten::topk.values(Tensor self, SymInt k, int dim=-1, bool largest=True, bool sorted=True, *, Tensor(a!) values, Tensor(b!) indices) -&gt; (Tensor(a!) values, Tensor(b!) indices)
     * </pre>
     */
    public List<Tensor> topk(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::topk", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::trace} ({@code torch.trace}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::trace(Tensor self) -&gt; Tensor
     * aten::trace.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor trace(Object... args) {
        return (Tensor) Dispatcher.call("aten::trace", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::transpose} ({@code torch.transpose}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::transpose.int(Tensor(a) self, int dim0, int dim1) -&gt; Tensor(a)
     * </pre>
     */
    public Tensor transpose(Object... args) {
        return (Tensor) Dispatcher.call("aten::transpose", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::transpose_} ({@code torch.transpose_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::transpose_(Tensor(a!) self, int dim0, int dim1) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor transposeInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::transpose_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::transpose_copy} ({@code torch.transpose_copy}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::transpose_copy.int(Tensor self, int dim0, int dim1) -&gt; Tensor
     * aten::transpose_copy.int_out(Tensor self, int dim0, int dim1, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor transposeCopy(Object... args) {
        return (Tensor) Dispatcher.call("aten::transpose_copy", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::triangular_solve} ({@code torch.triangular_solve}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::triangular_solve(Tensor self, Tensor A, bool upper=True, bool transpose=False, bool unitriangular=False) -&gt; (Tensor solution, Tensor cloned_coefficient)
     * aten::triangular_solve.X(Tensor self, Tensor A, bool upper=True, bool transpose=False, bool unitriangular=False, *, Tensor(a!) X, Tensor(b!) M) -&gt; (Tensor(a!) solution, Tensor(b!) cloned_coefficient)
     * </pre>
     */
    public List<Tensor> triangularSolve(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::triangular_solve", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::tril} ({@code torch.tril}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::tril(Tensor self, SymInt diagonal=0) -&gt; Tensor
     * aten::tril.out(Tensor self, SymInt diagonal=0, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor tril(Object... args) {
        return (Tensor) Dispatcher.call("aten::tril", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::tril_} ({@code torch.tril_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::tril_(Tensor(a!) self, SymInt diagonal=0) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor trilInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::tril_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::triu} ({@code torch.triu}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::triu(Tensor self, SymInt diagonal=0) -&gt; Tensor
     * aten::triu.out(Tensor self, SymInt diagonal=0, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor triu(Object... args) {
        return (Tensor) Dispatcher.call("aten::triu", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::triu_} ({@code torch.triu_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::triu_(Tensor(a!) self, SymInt diagonal=0) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor triuInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::triu_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::true_divide} ({@code torch.true_divide}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::true_divide.Scalar(Tensor self, Scalar other) -&gt; Tensor
     * aten::true_divide.Tensor(Tensor self, Tensor other) -&gt; Tensor
     * aten::true_divide.out(Tensor self, Tensor other, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor trueDivide(Object... args) {
        return (Tensor) Dispatcher.call("aten::true_divide", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::true_divide_} ({@code torch.true_divide_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::true_divide_.Scalar(Tensor(a!) self, Scalar other) -&gt; Tensor(a!)
     * aten::true_divide_.Tensor(Tensor(a!) self, Tensor other) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor trueDivideInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::true_divide_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::trunc} ({@code torch.trunc}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::trunc(Tensor self) -&gt; Tensor
     * aten::trunc.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor trunc(Object... args) {
        return (Tensor) Dispatcher.call("aten::trunc", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::trunc_} ({@code torch.trunc_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::trunc_(Tensor(a!) self) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor truncInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::trunc_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::type_as} ({@code torch.type_as}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::type_as(Tensor self, Tensor other) -&gt; Tensor
     * </pre>
     */
    public Tensor typeAs(Object... args) {
        return (Tensor) Dispatcher.call("aten::type_as", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::unbind} ({@code torch.unbind}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::unbind.int(Tensor(a -&gt; *) self, int dim=0) -&gt; Tensor(a)[]
     * </pre>
     */
    public List<Tensor> unbind(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::unbind", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::unbind_copy} ({@code torch.unbind_copy}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::unbind_copy.int(Tensor self, int dim=0) -&gt; Tensor[]
     * aten::unbind_copy.int_out(Tensor self, int dim=0, *, Tensor(a!)[] out) -&gt; ()
     * </pre>
     */
    public Object unbindCopy(Object... args) {
        return Dispatcher.call("aten::unbind_copy", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::unflatten} ({@code torch.unflatten}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::unflatten.int(Tensor(a) self, int dim, SymInt[] sizes) -&gt; Tensor(a)
     * </pre>
     */
    public Tensor unflatten(Object... args) {
        return (Tensor) Dispatcher.call("aten::unflatten", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::unfold} ({@code torch.unfold}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::unfold(Tensor(a) self, int dimension, int size, int step) -&gt; Tensor(a)
     * </pre>
     */
    public Tensor unfold(Object... args) {
        return (Tensor) Dispatcher.call("aten::unfold", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::unfold_copy} ({@code torch.unfold_copy}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::unfold_copy(Tensor self, int dimension, int size, int step) -&gt; Tensor
     * aten::unfold_copy.out(Tensor self, int dimension, int size, int step, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor unfoldCopy(Object... args) {
        return (Tensor) Dispatcher.call("aten::unfold_copy", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::uniform} ({@code torch.uniform}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::uniform(Tensor self, float from=0., float to=1., *, Generator? generator=None) -&gt; Tensor
     * aten::uniform.out(Tensor self, float from=0., float to=1., *, Generator? generator=None, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor uniform(Object... args) {
        return (Tensor) Dispatcher.call("aten::uniform", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::uniform_} ({@code torch.uniform_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::uniform_(Tensor(a!) self, float from=0., float to=1., *, Generator? generator=None) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor uniformInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::uniform_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::unique_consecutive} ({@code torch.unique_consecutive}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::unique_consecutive(Tensor self, bool return_inverse=False, bool return_counts=False, int? dim=None) -&gt; (Tensor, Tensor, Tensor)
     * aten::unique_consecutive.out(Tensor self, bool return_inverse=False, bool return_counts=False, int? dim=None, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -&gt; (Tensor(a!), Tensor(b!), Tensor(c!))
     * </pre>
     */
    public List<Tensor> uniqueConsecutive(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::unique_consecutive", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::unique_dim} ({@code torch.unique_dim}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::unique_dim(Tensor self, int dim, bool sorted=True, bool return_inverse=False, bool return_counts=False) -&gt; (Tensor, Tensor, Tensor)
     * aten::unique_dim.out(Tensor self, int dim, bool sorted=True, bool return_inverse=False, bool return_counts=False, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -&gt; (Tensor(a!), Tensor(b!), Tensor(c!))
     * </pre>
     */
    public List<Tensor> uniqueDim(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::unique_dim", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::unique_dim_consecutive} ({@code torch.unique_dim_consecutive}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::unique_dim_consecutive(Tensor self, int dim, bool return_inverse=False, bool return_counts=False) -&gt; (Tensor, Tensor, Tensor)
     * aten::unique_dim_consecutive.out(Tensor self, int dim, bool return_inverse=False, bool return_counts=False, *, Tensor(a!) out0, Tensor(b!) out1, Tensor(c!) out2) -&gt; (Tensor(a!), Tensor(b!), Tensor(c!))
     * </pre>
     */
    public List<Tensor> uniqueDimConsecutive(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::unique_dim_consecutive", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::unsafe_chunk} ({@code torch.unsafe_chunk}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::unsafe_chunk(Tensor self, int chunks, int dim=0) -&gt; Tensor[]
     * </pre>
     */
    public List<Tensor> unsafeChunk(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::unsafe_chunk", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::unsafe_split} ({@code torch.unsafe_split}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::unsafe_split.Tensor(Tensor self, SymInt split_size, int dim=0) -&gt; Tensor[]
     * aten::unsafe_split.Tensor_out(Tensor self, SymInt split_size, int dim=0, *, Tensor(a!)[] out) -&gt; ()
     * </pre>
     */
    public Object unsafeSplit(Object... args) {
        return Dispatcher.call("aten::unsafe_split", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::unsafe_split_with_sizes} ({@code torch.unsafe_split_with_sizes}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::unsafe_split_with_sizes(Tensor self, SymInt[] split_sizes, int dim=0) -&gt; Tensor[]
     * aten::unsafe_split_with_sizes.out(Tensor self, SymInt[] split_sizes, int dim=0, *, Tensor(a!)[] out) -&gt; ()
     * </pre>
     */
    public Object unsafeSplitWithSizes(Object... args) {
        return Dispatcher.call("aten::unsafe_split_with_sizes", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::unsqueeze} ({@code torch.unsqueeze}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::unsqueeze(Tensor(a) self, int dim) -&gt; Tensor(a)
     * </pre>
     */
    public Tensor unsqueeze(Object... args) {
        return (Tensor) Dispatcher.call("aten::unsqueeze", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::unsqueeze_} ({@code torch.unsqueeze_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::unsqueeze_(Tensor(a!) self, int dim) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor unsqueezeInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::unsqueeze_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::unsqueeze_copy} ({@code torch.unsqueeze_copy}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::unsqueeze_copy(Tensor self, int dim) -&gt; Tensor
     * aten::unsqueeze_copy.out(Tensor self, int dim, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor unsqueezeCopy(Object... args) {
        return (Tensor) Dispatcher.call("aten::unsqueeze_copy", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::values} ({@code torch.values}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::values(Tensor(a) self) -&gt; Tensor(a)
     * </pre>
     */
    public Tensor values(Object... args) {
        return (Tensor) Dispatcher.call("aten::values", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::values_copy} ({@code torch.values_copy}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::values_copy(Tensor self) -&gt; Tensor
     * aten::values_copy.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor valuesCopy(Object... args) {
        return (Tensor) Dispatcher.call("aten::values_copy", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::var_mean} ({@code torch.var_mean}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::var_mean(Tensor self, bool unbiased=True) -&gt; (Tensor, Tensor)
     * aten::var_mean.correction(Tensor self, int[1]? dim=None, *, Scalar? correction=None, bool keepdim=False) -&gt; (Tensor, Tensor)
     * aten::var_mean.correction_out(Tensor self, int[1]? dim=None, *, Scalar? correction=None, bool keepdim=False, Tensor(a!) out0, Tensor(b!) out1) -&gt; (Tensor(a!), Tensor(b!))
     * aten::var_mean.dim(Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False) -&gt; (Tensor, Tensor)
     * </pre>
     */
    public List<Tensor> varMean(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::var_mean", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::vdot} ({@code torch.vdot}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::vdot(Tensor self, Tensor other) -&gt; Tensor
     * aten::vdot.out(Tensor self, Tensor other, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor vdot(Object... args) {
        return (Tensor) Dispatcher.call("aten::vdot", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::view_as} ({@code torch.view_as}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::view_as(Tensor(a) self, Tensor other) -&gt; Tensor(a)
     * </pre>
     */
    public Tensor viewAs(Object... args) {
        return (Tensor) Dispatcher.call("aten::view_as", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::view_as_complex} ({@code torch.view_as_complex}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::view_as_complex(Tensor(a) self) -&gt; Tensor(a)
     * </pre>
     */
    public Tensor viewAsComplex(Object... args) {
        return (Tensor) Dispatcher.call("aten::view_as_complex", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::view_as_complex_copy} ({@code torch.view_as_complex_copy}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::view_as_complex_copy(Tensor self) -&gt; Tensor
     * aten::view_as_complex_copy.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor viewAsComplexCopy(Object... args) {
        return (Tensor) Dispatcher.call("aten::view_as_complex_copy", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::view_as_real} ({@code torch.view_as_real}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::view_as_real(Tensor(a) self) -&gt; Tensor(a)
     * </pre>
     */
    public Tensor viewAsReal(Object... args) {
        return (Tensor) Dispatcher.call("aten::view_as_real", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::view_as_real_copy} ({@code torch.view_as_real_copy}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::view_as_real_copy(Tensor self) -&gt; Tensor
     * aten::view_as_real_copy.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor viewAsRealCopy(Object... args) {
        return (Tensor) Dispatcher.call("aten::view_as_real_copy", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::view_copy} ({@code torch.view_copy}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::view_copy(Tensor self, SymInt[] size) -&gt; Tensor
     * aten::view_copy.dtype(Tensor self, ScalarType dtype) -&gt; Tensor
     * aten::view_copy.dtype_out(Tensor self, ScalarType dtype, *, Tensor(a!) out) -&gt; Tensor(a!)
     * aten::view_copy.out(Tensor self, SymInt[] size, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor viewCopy(Object... args) {
        return (Tensor) Dispatcher.call("aten::view_copy", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::vsplit} ({@code torch.vsplit}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::vsplit.array(Tensor(a -&gt; *) self, int[] indices) -&gt; Tensor(a)[]
     * aten::vsplit.int(Tensor(a -&gt; *) self, int sections) -&gt; Tensor(a)[]
     * </pre>
     */
    public List<Tensor> vsplit(Object... args) {
        @SuppressWarnings("unchecked")
        List<Tensor> r = (List<Tensor>) (List<?>) Dispatcher.call("aten::vsplit", Dispatcher.withSelf(this, args));
        return r;
    }

    /**
     * LibTorch's {@code aten::xlogy_} ({@code torch.xlogy_}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::xlogy_.Scalar_Other(Tensor(a!) self, Scalar other) -&gt; Tensor(a!)
     * aten::xlogy_.Tensor(Tensor(a!) self, Tensor other) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor xlogyInPlace(Object... args) {
        return (Tensor) Dispatcher.call("aten::xlogy_", Dispatcher.withSelf(this, args));
    }

    /**
     * LibTorch's {@code aten::zero} ({@code torch.zero}) on this tensor as {@code self}, then the other arguments, by the dispatcher: the overload is
     * chosen from the arguments; keyword arguments as a trailing {@link Kwargs}. See {@link Dispatcher}.
     * <pre>
     * aten::zero(Tensor self) -&gt; Tensor
     * aten::zero.out(Tensor self, *, Tensor(a!) out) -&gt; Tensor(a!)
     * </pre>
     */
    public Tensor zero(Object... args) {
        return (Tensor) Dispatcher.call("aten::zero", Dispatcher.withSelf(this, args));
    }

}
