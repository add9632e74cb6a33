//! A call's arguments and results as they cross JNI: one array of longs, a
//! tag then its payload per value (lists and tuples give a count, then their
//! items), and strings by their index in a side array.

use crate::error::{Error, Result};

pub const NONE: i64 = 0;
pub const TENSOR: i64 = 1;
pub const INT: i64 = 2;
pub const FLOAT: i64 = 3;
pub const BOOL: i64 = 4;
pub const STR: i64 = 5;
pub const LIST: i64 = 6;
pub const DTYPE: i64 = 7;
pub const DEVICE: i64 = 8;
/// A Clojure keyword's name: a dtype, device, layout, memory format or string, as the parameter reads it.
pub const KEYWORD: i64 = 9;
/// The next value is given by the name at this string index.
pub const KWARG: i64 = 10;
pub const COMPLEX: i64 = 11;
/// Results only.
pub const TUPLE: i64 = 12;

/// Lists nest at most this deep: deeper input is refused, not recursed into.
const MAX_DEPTH: usize = 8;

#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    None,
    /// Index into the call's tensors.
    Tensor(usize),
    Int(i64),
    Float(f64),
    Bool(bool),
    Complex(f64, f64),
    /// Index into the call's strings.
    Str(usize),
    Keyword(usize),
    List(Vec<Value>),
    /// jtorch's dtype code (dtype.rs).
    Dtype(i32),
    /// jtorch's device code (dtype.rs).
    Device(i32),
}

impl Value {
    /// What the value is, for messages.
    pub fn describe(&self, strings: &[String]) -> String {
        match self {
            Value::None => "nil".into(),
            Value::Tensor(_) => "tensor".into(),
            Value::Int(v) => format!("int {v}"),
            Value::Float(v) => format!("float {v}"),
            Value::Bool(v) => format!("bool {v}"),
            Value::Complex(re, im) => format!("complex {re}+{im}i"),
            Value::Str(i) => format!("string {:?}", strings.get(*i).map(String::as_str).unwrap_or("?")),
            Value::Keyword(i) => format!(":{}", strings.get(*i).map(String::as_str).unwrap_or("?")),
            Value::List(items) => {
                let inner: Vec<String> = items.iter().map(|v| v.describe(strings)).collect();
                format!("[{}]", inner.join(" "))
            }
            Value::Dtype(c) => format!(
                "dtype {}",
                crate::dtype::kind_of(*c).map(crate::dtype::name_of).unwrap_or_else(|_| c.to_string())
            ),
            Value::Device(c) => format!(
                "device {}",
                crate::dtype::device_name(if *c >= 0 { tch::Device::Cuda(*c as usize) } else { tch::Device::Cpu })
            ),
        }
    }
}

/// A decoded call: positional values, then named ones; tensor values index
/// `tensor_ids`.
#[derive(Debug, Default)]
pub struct Args {
    pub positional: Vec<Value>,
    pub named: Vec<(String, Value)>,
    pub tensor_ids: Vec<i64>,
    /// A hash of everything overload resolution reads: each value's kind,
    /// list lengths, strings, names. Two calls with equal signatures resolve
    /// to the same overload.
    pub signature: u64,
}

/// FNV-1a, one word or one byte string at a time.
fn mix(h: u64, word: u64) -> u64 {
    (h ^ word).wrapping_mul(0x0100_0000_01b3)
}

fn mix_bytes(h: u64, bytes: &[u8]) -> u64 {
    bytes.iter().fold(mix(h, bytes.len() as u64), |h, &b| mix(h, u64::from(b)))
}

struct Reader<'a> {
    data: &'a [i64],
    at: usize,
    strings: &'a [String],
    signature: u64,
}

impl Reader<'_> {
    fn next(&mut self) -> Result<i64> {
        let v =
            self.data.get(self.at).copied().ok_or_else(|| Error::arg("an op's argument array ends inside a value"))?;
        self.at += 1;
        Ok(v)
    }

    fn string(&mut self) -> Result<usize> {
        let i = self.next()?;
        let i = usize::try_from(i)
            .ok()
            .filter(|&i| i < self.strings.len())
            .ok_or_else(|| Error::arg(format!("string index {i} is out of range")))?;
        self.signature = mix_bytes(self.signature, self.strings[i].as_bytes());
        Ok(i)
    }

    fn code(&mut self, what: &str) -> Result<i32> {
        let c = self.next()?;
        i32::try_from(c).map_err(|_| Error::arg(format!("unknown {what} code {c}")))
    }

    fn value(&mut self, tensors: &mut Vec<i64>, depth: usize) -> Result<Value> {
        let tag = self.next()?;
        self.signature = mix(self.signature, tag as u64);
        Ok(match tag {
            NONE => Value::None,
            TENSOR => {
                tensors.push(self.next()?);
                Value::Tensor(tensors.len() - 1)
            }
            INT => Value::Int(self.next()?),
            FLOAT => Value::Float(f64::from_bits(self.next()? as u64)),
            BOOL => Value::Bool(self.next()? != 0),
            COMPLEX => Value::Complex(f64::from_bits(self.next()? as u64), f64::from_bits(self.next()? as u64)),
            STR => Value::Str(self.string()?),
            KEYWORD => Value::Keyword(self.string()?),
            DTYPE => Value::Dtype(self.code("dtype")?),
            DEVICE => Value::Device(self.code("device")?),
            LIST => {
                if depth >= MAX_DEPTH {
                    return Err(Error::arg(format!("lists nested more than {MAX_DEPTH} deep")));
                }
                let n = self.next()?;
                // Each item takes at least one long: a count past what is left is a lie.
                let n = usize::try_from(n).ok().filter(|&n| n <= self.data.len() - self.at).ok_or_else(|| {
                    Error::arg(format!("a list of {n} items in an argument array of {} longs", self.data.len()))
                })?;
                self.signature = mix(self.signature, n as u64);
                let mut items = Vec::with_capacity(n);
                for _ in 0..n {
                    items.push(self.value(tensors, depth + 1)?);
                }
                Value::List(items)
            }
            tag => return Err(Error::arg(format!("unknown value tag {tag}"))),
        })
    }
}

impl Args {
    /// Reads `data`; string indices must be below `strings`.
    pub fn decode(data: &[i64], strings: &[String]) -> Result<Args> {
        let mut args = Args::default();
        args.decode_into(data, strings)?;
        Ok(args)
    }

    /// Empties these arguments, keeping their buffers.
    pub fn clear(&mut self) {
        self.positional.clear();
        self.named.clear();
        self.tensor_ids.clear();
        self.signature = 0;
    }

    /// `decode` into these arguments (emptied first), reusing their buffers.
    pub fn decode_into(&mut self, data: &[i64], strings: &[String]) -> Result<()> {
        self.clear();
        let mut r = Reader { data, at: 0, strings, signature: 0xcbf2_9ce4_8422_2325 };
        let args = self;
        while r.at < data.len() {
            if data[r.at] == KWARG {
                r.at += 1;
                r.signature = mix(r.signature, KWARG as u64);
                let name = strings[r.string()?].clone();
                if args.named.iter().any(|(n, _)| *n == name) {
                    return Err(Error::arg(format!("keyword {name} given twice")));
                }
                let v = r.value(&mut args.tensor_ids, 0)?;
                args.named.push((name, v));
            } else {
                if !args.named.is_empty() {
                    return Err(Error::arg("a positional argument after a keyword argument"));
                }
                let v = r.value(&mut args.tensor_ids, 0)?;
                args.positional.push(v);
            }
        }
        args.signature = r.signature;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stream_decodes_into_positional_and_named_values() {
        let strings = vec!["eps".to_string(), "mean".to_string()];
        let data = [TENSOR, 7, LIST, 2, INT, 64, INT, 3, STR, 1, KWARG, 0, FLOAT, 1e-6f64.to_bits() as i64];
        let a = Args::decode(&data, &strings).expect("decodes");
        assert_eq!(a.tensor_ids, vec![7]);
        assert_eq!(
            a.positional,
            vec![Value::Tensor(0), Value::List(vec![Value::Int(64), Value::Int(3)]), Value::Str(1)]
        );
        assert_eq!(a.named, vec![("eps".to_string(), Value::Float(1e-6))]);
        let same_kinds = [TENSOR, 9, LIST, 2, INT, 1, INT, 2, STR, 1, KWARG, 0, FLOAT, 0];
        assert_eq!(
            Args::decode(&same_kinds, &strings).unwrap().signature,
            a.signature,
            "values do not count, kinds do"
        );
        for other in [
            &[TENSOR, 7, LIST, 1, INT, 64, STR, 1, KWARG, 0, FLOAT, 0][..],
            &[TENSOR, 7, LIST, 2, INT, 64, INT, 3, STR, 0, KWARG, 0, FLOAT, 0][..],
            &[TENSOR, 7, LIST, 2, INT, 64, INT, 3, STR, 1, KWARG, 1, FLOAT, 0][..],
            &[TENSOR, 7, LIST, 2, INT, 64, FLOAT, 3, STR, 1, KWARG, 0, FLOAT, 0][..],
        ] {
            assert_ne!(Args::decode(other, &strings).unwrap().signature, a.signature, "{other:?}");
        }
    }

    #[test]
    fn malformed_streams_are_refused_not_trusted() {
        let strings = vec!["a".to_string()];
        for bad in [
            &[TENSOR][..],
            &[LIST, 5, INT, 1][..],
            &[LIST, -1][..],
            &[STR, 3][..],
            &[99][..],
            &[KWARG, 0, INT, 1, INT, 2][..],
            &[KWARG, 0, INT, 1, KWARG, 0, INT, 2][..],
            &[DTYPE, i64::MAX][..],
        ] {
            assert!(Args::decode(bad, &strings).is_err(), "{bad:?}");
        }
        let deep: Vec<i64> = std::iter::repeat_n([LIST, 1], 20).flatten().chain([INT, 1]).collect();
        assert!(Args::decode(&deep, &strings).is_err(), "nesting is bounded");
    }
}
