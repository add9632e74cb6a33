//! Native half of `OptimizerHandle.java`: torch.optim's optimizers (SGD,
//! Adam, AdamW, RMSprop, Adagrad) with parameter groups and a state that can
//! be read and loaded, held in a registry like tensors so that Java holds
//! only validated ids. Each algorithm's update is in a file of its own,
//! mirroring PyTorch's single-tensor implementation op for op.

pub mod adagrad;
pub mod adam;
pub mod adamw;
pub(crate) use crate::shims::scaled_ops as ops;
pub mod options;
pub mod rmsprop;
pub mod sgd;

use crate::autograd::{changing, Leaves};
use crate::error::{Error, HandleName, Result};
use crate::jni_entry::{run, run_plain};
use crate::registry::{Ref, Registry};
use crate::store;
use jni::objects::{JClass, JDoubleArray, JIntArray, JLongArray, JObjectArray, JString};
use jni::sys::{jboolean, jdouble, jint, jlong};
use jni::{Env, EnvUnowned};
use options::Options;
use parking_lot::Mutex;
use std::collections::BTreeMap;
use std::ops::Range;
use std::sync::LazyLock;
use tch::Tensor;

/// One parameter's state: PyTorch's `optimizer.state[p]`.
#[derive(Default)]
pub struct State {
    /// Steps taken ("step"), for the algorithms that count them.
    pub step: Option<f64>,
    /// Its tensors by PyTorch's names ("exp_avg", "momentum_buffer", ...).
    pub buffers: BTreeMap<String, Tensor>,
}

impl State {
    /// The state tensor `name`, made as zeros like `param` when missing (as
    /// PyTorch makes it before the first step).
    fn buffer(&mut self, name: &str, param: &Tensor) -> Result<&mut Tensor> {
        if !self.buffers.contains_key(name) {
            self.buffers.insert(name.into(), param.f_zeros_like()?);
        }
        self.buffers.get_mut(name).ok_or_else(|| Error::Panic(format!("state {name} just made is missing")))
    }
}

/// The algorithms, numbered as `OptimizerHandle.java`'s constants.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    Sgd,
    Adam,
    AdamW,
    RmsProp,
    Adagrad,
}

impl Kind {
    pub fn of_code(code: i32) -> Result<Kind> {
        Ok(match code {
            0 => Kind::Sgd,
            1 => Kind::Adam,
            2 => Kind::AdamW,
            3 => Kind::RmsProp,
            4 => Kind::Adagrad,
            other => return Err(Error::arg(format!("unknown optimizer kind {other}"))),
        })
    }

    /// PyTorch's class name.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Sgd => "SGD",
            Kind::Adam => "Adam",
            Kind::AdamW => "AdamW",
            Kind::RmsProp => "RMSprop",
            Kind::Adagrad => "Adagrad",
        }
    }

    pub fn defaults(self) -> Options {
        let table = match self {
            Kind::Sgd => sgd::OPTIONS,
            Kind::Adam => adam::OPTIONS,
            Kind::AdamW => adamw::OPTIONS,
            Kind::RmsProp => rmsprop::OPTIONS,
            Kind::Adagrad => adagrad::OPTIONS,
        };
        Options::defaults(self.name(), table)
    }

    fn check(self, o: &Options) -> Result<()> {
        match self {
            Kind::Sgd => sgd::check(o),
            Kind::Adam | Kind::AdamW => adam::check(o),
            Kind::RmsProp => rmsprop::check(o),
            Kind::Adagrad => adagrad::check(o),
        }
    }

    /// The names of the tensors its state may hold.
    fn buffers(self) -> &'static [&'static str] {
        match self {
            Kind::Sgd => sgd::BUFFERS,
            Kind::Adam => adam::BUFFERS,
            Kind::AdamW => adamw::BUFFERS,
            Kind::RmsProp => rmsprop::BUFFERS,
            Kind::Adagrad => adagrad::BUFFERS,
        }
    }

    /// Whether its state counts steps (SGD's does not).
    fn counts_steps(self) -> bool {
        self != Kind::Sgd
    }

    /// A parameter's state when the optimizer is made: empty, but Adagrad's.
    fn init(self, o: &Options, param: &Tensor) -> Result<State> {
        match self {
            Kind::Adagrad => adagrad::init(o, param),
            _ => Ok(State::default()),
        }
    }

    fn update(self, o: &Options, param: &Tensor, grad: &Tensor, state: &mut State) -> Result<()> {
        match self {
            Kind::Sgd => sgd::update(o, param, grad, state),
            Kind::Adam => adam::update(o, param, grad, state, false),
            Kind::AdamW => adamw::update(o, param, grad, state),
            Kind::RmsProp => rmsprop::update(o, param, grad, state),
            Kind::Adagrad => adagrad::update(o, param, grad, state),
        }
    }

    /// Its defaults with `spec` set, checked as PyTorch checks them.
    fn options(self, spec: &str) -> Result<Options> {
        let mut o = self.defaults();
        o.set(spec)?;
        self.check(&o)?;
        Ok(o)
    }
}

/// A parameter group: its options and its parameters' positions in the optimizer.
pub struct Group {
    pub options: Options,
    pub params: Range<usize>,
}

/// An optimizer over parameters in groups, as PyTorch's `torch.optim.Optimizer`.
pub struct Optimizer {
    kind: Kind,
    params: Vec<Tensor>,
    groups: Vec<Group>,
    states: Vec<State>,
}

impl Optimizer {
    /// An optimizer of `kind` over `params`, the first `groups[0].0` of them
    /// in the first group, with the options `groups[0].1` (see options.rs), ...
    pub fn new(kind: Kind, params: Vec<Tensor>, groups: &[(usize, String)]) -> Result<Optimizer> {
        let total: usize = groups.iter().map(|g| g.0).sum();
        if total != params.len() || groups.is_empty() {
            return Err(Error::arg(format!(
                "{} parameter groups of {total} parameters in all, for {} parameters",
                groups.len(),
                params.len()
            )));
        }
        let mut made = Vec::with_capacity(groups.len());
        let mut start = 0;
        for (g, (size, spec)) in groups.iter().enumerate() {
            let options = kind.options(spec).map_err(|e| in_group(g, groups.len(), e))?;
            made.push(Group { options, params: start..start + size });
            start += size;
        }
        let mut states = Vec::with_capacity(params.len());
        for group in &made {
            for p in &params[group.params.clone()] {
                states.push(kind.init(&group.options, p)?);
            }
        }
        Ok(Optimizer { kind, params, groups: made, states })
    }

    pub fn kind(&self) -> Kind {
        self.kind
    }

    /// One step: each parameter that has a gradient is updated from it.
    ///
    /// Through `param.data`, as LibTorch's C++ optimizers update: the
    /// parameter's version counter stays as it was, so a graph another thread
    /// built from it before the step still runs backward (with the values of
    /// the step's end) instead of failing.
    pub fn step(&mut self) -> Result<()> {
        tch::no_grad(|| {
            for group in &self.groups {
                for i in group.params.clone() {
                    let grad = self.params[i].f_grad()?;
                    if grad.defined() {
                        let data = self.params[i].f_data()?;
                        self.kind.update(&group.options, &data, &grad, &mut self.states[i])?;
                    }
                }
            }
            Ok(())
        })
    }

    /// Sets every parameter's gradient to None (PyTorch's `zero_grad()`).
    pub fn zero_grad(&self) -> Result<()> {
        for p in &self.params {
            ops::clear_grad(p)?;
        }
        Ok(())
    }

    pub fn groups(&self) -> &[Group] {
        &self.groups
    }

    pub fn group(&self, g: usize) -> Result<&Group> {
        let n = self.groups.len();
        self.groups.get(g).ok_or_else(|| Error::arg(format!("no parameter group {g}: this optimizer has {n}")))
    }

    /// Sets the options `spec` names in group `g`; nothing changes if one is refused.
    pub fn set_options(&mut self, g: usize, spec: &str) -> Result<()> {
        let mut next = self.group(g)?.options.clone();
        next.set(spec)?;
        self.kind.check(&next)?;
        self.groups[g].options = next;
        Ok(())
    }

    pub fn state(&self, index: usize) -> Result<&State> {
        let n = self.states.len();
        self.states.get(index).ok_or_else(|| Error::arg(format!("no parameter {index}: this optimizer has {n}")))
    }

    /// Replaces the groups' options and the parameters' states with a saved
    /// optimizer's (`groups` as for `new`, `states` one per parameter), after
    /// checking that they fit: nothing changes when they do not. The state's
    /// tensors are copied, to each parameter's dtype and device.
    pub fn load(&mut self, groups: &[(usize, String)], states: Vec<State>) -> Result<()> {
        let what = |msg: String| Error::arg(format!("cannot load this state into the {}: {msg}", self.kind.name()));
        if groups.len() != self.groups.len() {
            return Err(what(format!("it has {} parameter groups, the optimizer {}", groups.len(), self.groups.len())));
        }
        let mut options = Vec::with_capacity(groups.len());
        for (g, ((size, spec), mine)) in groups.iter().zip(&self.groups).enumerate() {
            if *size != mine.params.len() {
                return Err(what(format!(
                    "its parameter group {g} has {size} parameters, the optimizer's {}",
                    mine.params.len()
                )));
            }
            let o = self
                .kind
                .options(spec)
                .map_err(|e| what(format!("parameter group {g}: {e} (is it another kind of optimizer's state?)")))?;
            options.push(o);
        }
        if states.len() != self.params.len() {
            return Err(what(format!(
                "it has states for {} parameters, the optimizer {}",
                states.len(),
                self.params.len()
            )));
        }
        let mut copies = Vec::with_capacity(states.len());
        for (i, (state, param)) in states.into_iter().zip(&self.params).enumerate() {
            if let Some(step) = state.step {
                if !self.kind.counts_steps() {
                    return Err(what(format!(
                        "parameter {i}'s state has a step, which {} does not keep",
                        self.kind.name()
                    )));
                }
                if !(step.is_finite() && step >= 0.0) {
                    return Err(what(format!("parameter {i}'s step is {step}")));
                }
            }
            let mut copy = State { step: state.step, buffers: BTreeMap::new() };
            for (name, t) in state.buffers {
                if !self.kind.buffers().contains(&name.as_str()) {
                    return Err(what(format!(
                        "parameter {i}'s state has {name:?}, which {} does not keep (it keeps {}): is it another kind of optimizer's state?",
                        self.kind.name(),
                        self.kind.buffers().join(", ")
                    )));
                }
                let (shape, wanted) = (t.size(), param.size());
                if shape != wanted {
                    return Err(what(format!("parameter {i}'s {name} has shape {shape:?}, the parameter {wanted:?}")));
                }
                let mut c = param.f_empty_like()?;
                tch::no_grad(|| c.f_copy_(&t))?;
                copy.buffers.insert(name, c);
            }
            copies.push(copy);
        }
        for (group, o) in self.groups.iter_mut().zip(options) {
            group.options = o;
        }
        self.states = copies;
        Ok(())
    }
}

/// `e` with the group it is about named, where there are several.
fn in_group(g: usize, groups: usize, e: Error) -> Error {
    match e {
        Error::IllegalArgument(msg) if groups > 1 => Error::arg(format!("parameter group {g}: {msg}")),
        other => other,
    }
}

/// One optimizer in the registry.
pub struct Entry {
    /// Its lock serialises use from several threads.
    optimizer: Mutex<Optimizer>,
    /// The gradient locks of its parameters (see autograd.rs).
    leaves: Leaves,
    /// The handles it was made over, in order: it keeps its own references
    /// to their tensors, so releasing a handle would otherwise leave it
    /// updating a tensor nobody can reach.
    param_ids: Box<[i64]>,
}

impl Entry {
    /// Refuses to go on once one of the parameters' handles is released.
    fn check_params(&self) -> Result<()> {
        match self.param_ids.iter().position(|&id| !store::is_live(id)) {
            None => Ok(()),
            Some(index) => Err(Error::ReleasedParameter { index, id: self.param_ids[index] as u64 }),
        }
    }
}

static OPTIMIZERS: LazyLock<Registry<Entry>> = LazyLock::new(Registry::new);

const WHAT: &str = "optimizer";

fn get(id: jlong) -> Result<Ref<'static, Entry>> {
    OPTIMIZERS.get_for_java(id, WHAT)
}

/// The strings of a Java `String[]`, none of them null.
fn strings(env: &mut Env<'_>, array: &JObjectArray<'_, JString<'_>>, what: &'static str) -> Result<Vec<String>> {
    if array.is_null() {
        return Err(Error::Null(what));
    }
    let n = array.len(env)?;
    let mut out = Vec::with_capacity(n);
    for i in 0..n {
        // A frame per string: a long array must not pile up local references.
        out.push(env.with_local_frame(4, |env| -> Result<String> {
            let s = array.get_element(env, i)?;
            if s.is_null() {
                return Err(Error::Null(what));
            }
            Ok(s.try_to_string(env)?)
        })?);
    }
    Ok(out)
}

/// `(size, options)` of each group, from the group sizes and their options' text.
fn group_specs(sizes: &[i32], specs: Vec<String>) -> Result<Vec<(usize, String)>> {
    if sizes.len() != specs.len() {
        return Err(Error::arg(format!("{} group sizes for {} groups' options", sizes.len(), specs.len())));
    }
    sizes
        .iter()
        .zip(specs)
        .map(|(&n, spec)| {
            usize::try_from(n)
                .map(|n| (n, spec))
                .map_err(|_| Error::arg(format!("a parameter group of {n} parameters")))
        })
        .collect()
}

fn index(i: jint, what: &str) -> Result<usize> {
    usize::try_from(i).map_err(|_| Error::arg(format!("{what} {i} is negative")))
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_OptimizerHandle_create<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    kind: jint,
    params: JLongArray<'l>,
    group_sizes: JIntArray<'l>,
    group_options: JObjectArray<'l, JString<'l>>,
) -> jlong {
    run(&mut env, |env| {
        if params.is_null() || group_sizes.is_null() {
            return Err(Error::Null("optimizer parameters and groups"));
        }
        let kind = Kind::of_code(kind)?;
        let ids = crate::jarray::read(env, &params, "parameters")?;
        let sizes = crate::jarray::read(env, &group_sizes, "group sizes")?;
        let specs = strings(env, &group_options, "group options")?;
        if ids.is_empty() {
            return Err(Error::arg("an optimizer needs at least one parameter; got an empty list"));
        }
        let groups = group_specs(&sizes, specs)?;
        let mut leaves = Leaves::default();
        let mut tensors = Vec::with_capacity(ids.len());
        // Each parameter's TensorImpl, to refuse one given twice (through one
        // handle or two): it would be updated twice a step.
        let mut seen: Vec<usize> = Vec::with_capacity(ids.len());
        for (index, &id) in ids.iter().enumerate() {
            let p = store::get(id)?;
            if let Some(first) = seen.iter().position(|&t| t == p.tensor_impl) {
                return Err(Error::arg(format!(
                    "parameters[{index}] is the same tensor as parameters[{first}]: an optimizer would update it twice a step"
                )));
            }
            seen.push(p.tensor_impl);
            if !p.tensor.requires_grad() {
                return Err(Error::arg(format!(
                    "parameter {} does not require grad: an optimizer could never change it",
                    HandleName(id as u64)
                )));
            }
            // As PyTorch: a non-leaf never receives a .grad, so steps would never move it.
            if !p.tensor.f_is_leaf()? {
                return Err(Error::arg(format!(
                    "parameters[{index}] ({}) is not a leaf tensor: it was computed from other tensors (by \
                     clone, a view, or to-device or to-dtype where nothing changed, say), so it never gets a \
                     gradient of its own; optimize the tensor it was made from, as PyTorch can't optimize a \
                     non-leaf tensor either",
                    HandleName(id as u64)
                )));
            }
            leaves.add(&p.tensor);
            tensors.push(p.tensor.shallow_clone());
        }
        let optimizer = Optimizer::new(kind, tensors, &groups)?;
        let id = OPTIMIZERS
            .insert(Entry { optimizer: Mutex::new(optimizer), leaves, param_ids: ids.into_boxed_slice() })
            .map_err(|_| Error::OutOfMemory("too many live optimizers".into()))?;
        Ok(id as jlong)
    })
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_OptimizerHandle_zeroGrad<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    id: jlong,
) {
    run_plain(&mut env, || {
        let entry = get(id)?;
        entry.check_params()?;
        let optimizer = entry.optimizer.lock();
        changing(entry.leaves, || optimizer.zero_grad())
    })
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_OptimizerHandle_step<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    id: jlong,
) {
    run_plain(&mut env, || {
        let entry = get(id)?;
        entry.check_params()?;
        let mut optimizer = entry.optimizer.lock();
        changing(entry.leaves, || optimizer.step())
    })
}

/// The number of parameters in each group, in order.
#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_OptimizerHandle_groupSizes<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    id: jlong,
) -> JIntArray<'l> {
    run(&mut env, |env| {
        let entry = get(id)?;
        let sizes: Vec<i32> = entry.optimizer.lock().groups().iter().map(|g| g.params.len() as i32).collect();
        crate::jarray::new_from(env, &sizes)
    })
}

/// Every option of group `group`, as text (see options.rs).
#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_OptimizerHandle_options<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    id: jlong,
    group: jint,
) -> JString<'l> {
    run(&mut env, |env| {
        let entry = get(id)?;
        let spec = entry.optimizer.lock().group(index(group, "parameter group")?)?.options.spec();
        Ok(env.new_string(spec)?)
    })
}

/// Sets the options `spec` names in group `group`, checked as PyTorch checks them.
#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_OptimizerHandle_setOptions<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    id: jlong,
    group: jint,
    spec: JString<'l>,
) {
    run(&mut env, |env| {
        if spec.is_null() {
            return Err(Error::Null("options"));
        }
        let spec = spec.try_to_string(env)?;
        let entry = get(id)?;
        entry.check_params()?;
        let mut optimizer = entry.optimizer.lock();
        optimizer.set_options(index(group, "parameter group")?, &spec)
    })
}

/// Parameter `index`'s step count; NaN when its state has none.
#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_OptimizerHandle_stateStep<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    id: jlong,
    param: jint,
) -> jdouble {
    run_plain(&mut env, || {
        let entry = get(id)?;
        let optimizer = entry.optimizer.lock();
        Ok(optimizer.state(index(param, "parameter")?)?.step.unwrap_or(f64::NAN))
    })
}

/// The names of parameter `index`'s state tensors, joined by `,`.
#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_OptimizerHandle_stateNames<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    id: jlong,
    param: jint,
) -> JString<'l> {
    run(&mut env, |env| {
        let entry = get(id)?;
        let names =
            entry.optimizer.lock().state(index(param, "parameter")?)?.buffers.keys().cloned().collect::<Vec<_>>();
        Ok(env.new_string(names.join(","))?)
    })
}

/// A copy of parameter `index`'s state tensor `name`: a new tensor, unattached.
#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_OptimizerHandle_stateTensor<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    id: jlong,
    param: jint,
    name: JString<'l>,
) -> jlong {
    run(&mut env, |env| {
        if name.is_null() {
            return Err(Error::Null("state name"));
        }
        let name = name.try_to_string(env)?;
        let entry = get(id)?;
        let copy = {
            let optimizer = entry.optimizer.lock();
            let state = optimizer.state(index(param, "parameter")?)?;
            let t = state
                .buffers
                .get(&name)
                .ok_or_else(|| Error::arg(format!("parameter {param}'s state has no {name:?}")))?;
            ops::detached_copy(t)?
        };
        store::put(copy)
    })
}

/// Loads a saved state (see `Optimizer::load`): each group's size and
/// options, each parameter's step (NaN: none) and its state tensors as
/// (parameter, name, tensor) triples.
#[unsafe(no_mangle)]
#[allow(clippy::too_many_arguments)]
pub extern "system" fn Java_io_github_jtorch_OptimizerHandle_load<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    id: jlong,
    group_sizes: JIntArray<'l>,
    group_options: JObjectArray<'l, JString<'l>>,
    steps: JDoubleArray<'l>,
    buffer_params: JIntArray<'l>,
    buffer_names: JObjectArray<'l, JString<'l>>,
    buffer_ids: JLongArray<'l>,
) {
    run(&mut env, |env| {
        if group_sizes.is_null() || steps.is_null() || buffer_params.is_null() || buffer_ids.is_null() {
            return Err(Error::Null("the state's groups, steps and tensors"));
        }
        let sizes = crate::jarray::read(env, &group_sizes, "group sizes")?;
        let groups = group_specs(&sizes, strings(env, &group_options, "group options")?)?;
        let steps = crate::jarray::read(env, &steps, "steps")?;
        let owners = crate::jarray::read(env, &buffer_params, "state tensors' parameters")?;
        let names = strings(env, &buffer_names, "state tensor names")?;
        let ids = crate::jarray::read(env, &buffer_ids, "state tensors")?;
        if owners.len() != names.len() || names.len() != ids.len() {
            return Err(Error::arg("as many parameters, names and tensors are needed for the state's tensors"));
        }
        let mut states: Vec<State> =
            steps.iter().map(|s| State { step: (!s.is_nan()).then_some(*s), buffers: BTreeMap::new() }).collect();
        let n = states.len();
        for ((owner, name), tid) in owners.into_iter().zip(names).zip(ids) {
            let state = usize::try_from(owner)
                .ok()
                .and_then(|o| states.get_mut(o))
                .ok_or_else(|| Error::arg(format!("state tensor {name:?} is for parameter {owner}, of {n}")))?;
            state.buffers.insert(name, store::get(tid)?.tensor.shallow_clone());
        }
        let entry = get(id)?;
        entry.check_params()?;
        let mut optimizer = entry.optimizer.lock();
        changing(entry.leaves, || optimizer.load(&groups, states))
    })
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_OptimizerHandle_release<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    id: jlong,
) -> jboolean {
    run_plain(&mut env, || OPTIMIZERS.release_for_java(id, WHAT))
}

#[unsafe(no_mangle)]
pub extern "system" fn Java_io_github_jtorch_OptimizerHandle_isLive<'l>(
    mut env: EnvUnowned<'l>,
    _c: JClass<'l>,
    id: jlong,
) -> jboolean {
    run_plain(&mut env, || Ok(OPTIMIZERS.contains(id as u64)))
}

/// Number of live optimizers (for the memory figures).
pub fn live() -> u64 {
    OPTIMIZERS.counts().live
}

#[cfg(test)]
mod tests;
