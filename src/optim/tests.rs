use super::*;
use tch::{Device, Kind as DType};

fn param(values: &[f32]) -> Tensor {
    Tensor::from_slice(values).set_requires_grad(true)
}

fn values(t: &Tensor) -> Vec<f32> {
    Vec::<f32>::try_from(t).expect("a float tensor")
}

/// Gives `p` the gradient of sum(p * p) / 2, that is p itself.
fn backward(p: &Tensor) {
    (p * p).sum(DType::Float).g_mul_scalar(0.5).backward();
}

fn one_group(spec: &str) -> Vec<(usize, String)> {
    vec![(1, spec.to_string())]
}

#[test]
fn sgd_steps_by_the_learning_rate_times_the_gradient() {
    let p = param(&[1.0, -2.0]);
    let mut opt = Optimizer::new(Kind::Sgd, vec![p.shallow_clone()], &one_group("lr=0.5")).expect("made");
    backward(&p);
    opt.step().expect("step");
    assert_eq!(values(&p), [0.5, -1.0]);
    opt.zero_grad().expect("zero_grad");
    assert!(!p.grad().defined(), "zero_grad sets the gradient to None");
    opt.step().expect("a step without gradients changes nothing");
    assert_eq!(values(&p), [0.5, -1.0]);
}

#[test]
fn a_step_leaves_a_graph_built_before_it_runnable() {
    let p = param(&[1.0, -2.0]);
    let mut opt = Optimizer::new(Kind::Adam, vec![p.shallow_clone()], &one_group("lr=0.5")).expect("made");
    backward(&p);
    let pending = (&p * &p).sum(DType::Float);
    opt.step().expect("step");
    assert!(pending.f_backward().is_ok(), "the parameter's version is unchanged by the step");
}

#[test]
fn a_state_read_back_and_loaded_into_a_new_optimizer_continues_the_same_steps() {
    let run = |steps: usize| {
        let p = param(&[1.0, -2.0, 3.0]);
        let opt = Optimizer::new(Kind::Adam, vec![p.shallow_clone()], &one_group("lr=0.1;amsgrad=true")).expect("made");
        (p, opt, steps)
    };
    let (p, mut whole, _) = run(0);
    let (q, mut first, _) = run(0);
    for _ in 0..3 {
        for (t, o) in [(&p, &mut whole), (&q, &mut first)] {
            o.zero_grad().expect("zero");
            backward(t);
            o.step().expect("step");
        }
    }
    // A second optimizer over a copy of q takes over from `first`.
    let r = param(&values(&q));
    let mut second = Optimizer::new(Kind::Adam, vec![r.shallow_clone()], &one_group("")).expect("made");
    let saved = first.state(0).expect("state");
    let copied =
        State { step: saved.step, buffers: saved.buffers.iter().map(|(n, t)| (n.clone(), t.copy())).collect() };
    let groups: Vec<(usize, String)> = first.groups().iter().map(|g| (g.params.len(), g.options.spec())).collect();
    second.load(&groups, vec![copied]).expect("loaded");
    for (t, o) in [(&p, &mut whole), (&r, &mut second)] {
        o.zero_grad().expect("zero");
        backward(t);
        o.step().expect("step");
    }
    assert_eq!(values(&p), values(&r));
    assert_eq!(second.state(0).expect("state").step, Some(4.0));
}

#[test]
fn loading_refuses_another_kind_of_optimizers_state_and_changes_nothing() {
    let p = param(&[1.0]);
    let mut sgd = Optimizer::new(Kind::Sgd, vec![p.shallow_clone()], &one_group("lr=0.1;momentum=0.9")).expect("made");
    backward(&p);
    sgd.step().expect("step");
    let q = param(&[1.0]);
    let mut adam = Optimizer::new(Kind::Adam, vec![q.shallow_clone()], &one_group("lr=0.1")).expect("made");
    let groups = vec![(1, sgd.groups()[0].options.spec())];
    let e = adam.load(&groups, vec![State::default()]).expect_err("SGD's options");
    assert!(e.to_string().contains("Adam has no option \"momentum\""), "{e}");
    let mut state = State::default();
    state.buffers.insert("momentum_buffer".into(), Tensor::zeros([1], (DType::Float, Device::Cpu)));
    let e = adam.load(&one_group(""), vec![state]).expect_err("SGD's buffer");
    assert!(e.to_string().contains("\"momentum_buffer\", which Adam does not keep"), "{e}");
    let mut state = State::default();
    state.buffers.insert("exp_avg".into(), Tensor::zeros([2], (DType::Float, Device::Cpu)));
    let e = adam.load(&one_group(""), vec![state]).expect_err("a shape of its own");
    assert!(e.to_string().contains("exp_avg has shape [2], the parameter [1]"), "{e}");
    let e = adam.load(&[(1, String::new()), (0, String::new())], vec![]).expect_err("two groups");
    assert!(e.to_string().contains("it has 2 parameter groups, the optimizer 1"), "{e}");
    assert_eq!(adam.groups()[0].options.num("lr").ok(), Some(0.1), "nothing changed");
}

#[test]
fn options_are_checked_in_pytorchs_words_for_every_group() {
    let p = param(&[1.0]);
    let q = param(&[2.0]);
    let made = |kind, spec: &str| Optimizer::new(kind, vec![p.shallow_clone()], &one_group(spec)).map(drop);
    let message = |r: Result<()>| r.expect_err("refused").to_string();
    assert_eq!(message(made(Kind::Sgd, "lr=-1")), "Invalid learning rate: -1.0");
    assert_eq!(message(made(Kind::Adam, "betas=0.9,1.0")), "Invalid beta parameter at index 1: 1.0");
    assert_eq!(message(made(Kind::RmsProp, "alpha=-0.5")), "Invalid alpha value: -0.5");
    assert_eq!(
        message(made(Kind::Adagrad, "initial_accumulator_value=-1e-3")),
        "Invalid initial_accumulator_value value: -0.001"
    );
    let two = Optimizer::new(
        Kind::Sgd,
        vec![p.shallow_clone(), q.shallow_clone()],
        &[(1, "lr=0.1".into()), (1, "momentum=-1".into())],
    );
    assert_eq!(message(two.map(drop)), "parameter group 1: Invalid momentum value: -1.0");
    let mut opt = Optimizer::new(Kind::Sgd, vec![p.shallow_clone()], &one_group("")).expect("made");
    assert!(opt.set_options(0, "nesterov=true").is_err(), "Nesterov without momentum");
    assert_eq!(opt.groups()[0].options.flag("nesterov").ok(), Some(false));
}
