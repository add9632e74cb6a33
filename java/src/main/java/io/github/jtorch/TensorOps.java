// Generated from src/ops/table.rs by `make bindings`. Do not edit.
package io.github.jtorch;

/** Instance forms of the {@link Ops} whose first argument is a tensor. */
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

    /** Swaps two dimensions. */
    public final Tensor transpose(long dim0, long dim1) {
        return Ops.transpose((Tensor) this, dim0, dim1);
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

    /** Inserts a dimension of size 1 at dim. */
    public final Tensor unsqueeze(long dim) {
        return Ops.unsqueeze((Tensor) this, dim);
    }

    /** All elements in one dimension. */
    public final Tensor flatten() {
        return Ops.flatten((Tensor) this);
    }

    /** Merges dimensions start_dim to end_dim into one. */
    public final Tensor flatten(long start_dim, long end_dim) {
        return Ops.flatten((Tensor) this, start_dim, end_dim);
    }

    /** Pieces of split_size along dim (the last may be smaller). */
    public final java.util.List<Tensor> split(long split_size, long dim) {
        return Ops.split((Tensor) this, split_size, dim);
    }

    /** At most chunks pieces of equal size along dim. */
    public final java.util.List<Tensor> chunk(long chunks, long dim) {
        return Ops.chunk((Tensor) this, chunks, dim);
    }

    /** The entries of a at the int64 indices along dim. */
    public final Tensor indexSelect(long dim, Tensor index) {
        return Ops.indexSelect((Tensor) this, dim, index);
    }

    /** A view of length entries of a from start along dim. */
    public final Tensor narrow(long dim, long start, long length) {
        return Ops.narrow((Tensor) this, dim, start, length);
    }

    /** The slice of a at index along dim, without that dimension. */
    public final Tensor select(long dim, long index) {
        return Ops.select((Tensor) this, dim, index);
    }

    /** a with value where the bool mask is true. */
    public final Tensor maskedFill(Tensor mask, Number value) {
        return Ops.maskedFill((Tensor) this, mask, value);
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

    /** Makes a hold data's values where data lives (same shape and dtype), keeping a the same tensor: how a module's parameters move to a device. a's old memory is freed at once, so this throws IllegalStateException when another thread's op is using a at that moment, and waits for backward passes running on other threads. When data is a itself, it does nothing. Returns a. */
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

}
