//! An optimizer's settings (PyTorch's `defaults` and each group's options),
//! by PyTorch's names, and the text they cross JNI as: `name=value` pairs
//! joined by `;`, a value being a number, `true`/`false`, or two numbers
//! joined by `,` (`betas=0.9,0.999`).

use crate::error::{Error, Result};

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Value {
    Number(f64),
    Flag(bool),
    Pair(f64, f64),
}

impl Value {
    fn parse(name: &str, text: &str) -> Result<Value> {
        let number =
            |t: &str| t.trim().parse::<f64>().map_err(|_| Error::arg(format!("option {name}: {t:?} is not a number")));
        let v = match text.trim() {
            "true" => Value::Flag(true),
            "false" => Value::Flag(false),
            t => match t.split_once(',') {
                Some((a, b)) => Value::Pair(number(a)?, number(b)?),
                None => Value::Number(number(t)?),
            },
        };
        let finite = match v {
            Value::Number(x) => x.is_finite(),
            Value::Pair(a, b) => a.is_finite() && b.is_finite(),
            Value::Flag(_) => true,
        };
        if !finite {
            return Err(Error::arg(format!("option {name} must be finite, got {text}")));
        }
        Ok(v)
    }

    fn same_type(&self, other: &Value) -> bool {
        std::mem::discriminant(self) == std::mem::discriminant(other)
    }

    fn type_name(&self) -> &'static str {
        match self {
            Value::Number(_) => "a number",
            Value::Flag(_) => "true or false",
            Value::Pair(..) => "two numbers",
        }
    }

    fn write(&self) -> String {
        match self {
            Value::Number(x) => format!("{x:?}"),
            Value::Flag(b) => b.to_string(),
            Value::Pair(a, b) => format!("{a:?},{b:?}"),
        }
    }
}

/// One group's options: every option of its algorithm, in the algorithm's order.
#[derive(Clone, Debug, PartialEq)]
pub struct Options {
    algorithm: &'static str,
    values: Vec<(&'static str, Value)>,
}

impl Options {
    /// The algorithm's defaults.
    pub fn defaults(algorithm: &'static str, table: &'static [(&'static str, Value)]) -> Options {
        Options { algorithm, values: table.to_vec() }
    }

    /// Sets the options `spec` names (see the module's doc); an option the
    /// algorithm does not have, or a value of the wrong type, is an error,
    /// and then nothing is set.
    pub fn set(&mut self, spec: &str) -> Result<()> {
        let mut next = self.clone();
        next.set_each(spec)?;
        *self = next;
        Ok(())
    }

    fn set_each(&mut self, spec: &str) -> Result<()> {
        for pair in spec.split(';').filter(|p| !p.trim().is_empty()) {
            let (name, text) =
                pair.split_once('=').ok_or_else(|| Error::arg(format!("option {pair:?} has no value (name=value)")))?;
            let name = name.trim();
            let slot = match self.values.iter_mut().find(|(n, _)| *n == name) {
                Some((_, slot)) => slot,
                None => {
                    let names: Vec<&str> = self.values.iter().map(|(n, _)| *n).collect();
                    return Err(Error::arg(format!(
                        "{} has no option {name:?}; its options are {}",
                        self.algorithm,
                        names.join(", ")
                    )));
                }
            };
            let v = Value::parse(name, text)?;
            if !v.same_type(slot) {
                return Err(Error::arg(format!("option {name} takes {}, got {}", slot.type_name(), text.trim())));
            }
            *slot = v;
        }
        Ok(())
    }

    /// Every option, as `set` reads them.
    pub fn spec(&self) -> String {
        self.values.iter().map(|(n, v)| format!("{n}={}", v.write())).collect::<Vec<_>>().join(";")
    }

    fn get(&self, name: &str) -> Result<Value> {
        self.values
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| *v)
            .ok_or_else(|| Error::Panic(format!("{} has no option {name}", self.algorithm)))
    }

    pub fn num(&self, name: &str) -> Result<f64> {
        match self.get(name)? {
            Value::Number(x) => Ok(x),
            other => Err(Error::Panic(format!("option {name} is {other:?}, not a number"))),
        }
    }

    pub fn flag(&self, name: &str) -> Result<bool> {
        match self.get(name)? {
            Value::Flag(b) => Ok(b),
            other => Err(Error::Panic(format!("option {name} is {other:?}, not a flag"))),
        }
    }

    pub fn pair(&self, name: &str) -> Result<(f64, f64)> {
        match self.get(name)? {
            Value::Pair(a, b) => Ok((a, b)),
            other => Err(Error::Panic(format!("option {name} is {other:?}, not a pair"))),
        }
    }
}

/// `v` as Python writes a float (`-1.0`, `1e-08`), for messages in PyTorch's words.
pub fn python_float(v: f64) -> String {
    let s = format!("{v:?}");
    match s.split_once('e') {
        Some((mantissa, exp)) => {
            let (sign, digits) = exp.strip_prefix('-').map_or(("+", exp), |d| ("-", d));
            format!("{mantissa}e{sign}{digits:0>2}")
        }
        None => s,
    }
}

/// PyTorch's `if not 0.0 <= v: raise ValueError(f"Invalid {what}: {v}")`.
pub fn at_least_0(v: f64, what: &str) -> Result<()> {
    if v >= 0.0 {
        Ok(())
    } else {
        Err(Error::arg(format!("Invalid {what}: {}", python_float(v))))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TABLE: &[(&str, Value)] =
        &[("lr", Value::Number(1e-3)), ("betas", Value::Pair(0.9, 0.999)), ("amsgrad", Value::Flag(false))];

    #[test]
    fn options_round_trip_through_their_text() {
        let mut o = Options::defaults("Adam", TABLE);
        o.set("lr=1.0E-8;betas=0.5, 0.75;amsgrad=true").expect("valid");
        assert_eq!(
            (o.num("lr").ok(), o.pair("betas").ok(), o.flag("amsgrad").ok()),
            (Some(1e-8), Some((0.5, 0.75)), Some(true))
        );
        let mut again = Options::defaults("Adam", TABLE);
        again.set(&o.spec()).expect("its own text");
        assert_eq!(again, o);
    }

    #[test]
    fn an_unknown_option_or_a_value_of_the_wrong_type_is_refused_by_name() {
        let mut o = Options::defaults("Adam", TABLE);
        let e = o.set("momentum=0.9").expect_err("unknown");
        assert_eq!(e.to_string(), "Adam has no option \"momentum\"; its options are lr, betas, amsgrad");
        assert!(o.set("lr=true").expect_err("type").to_string().contains("option lr takes a number"));
        assert!(o.set("lr=NaN").expect_err("NaN").to_string().contains("must be finite"));
        assert!(o.set("lr=0.5;amsgrad=2").is_err());
        assert_eq!(o, Options::defaults("Adam", TABLE), "a refused spec sets nothing");
    }

    #[test]
    fn floats_are_written_as_python_writes_them() {
        assert_eq!(
            (python_float(-1.0), python_float(-1e-8), python_float(0.5)),
            ("-1.0".into(), "-1e-08".into(), "0.5".into())
        );
    }
}
