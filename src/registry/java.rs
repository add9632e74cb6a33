//! Java's view of a registry: lookups and releases by the ids Java holds,
//! failing with the memory model's exceptions.

use super::*;

/// Java's view of a registry of native objects of one kind (`what`, for
/// messages): lookups and releases by the ids Java holds.
impl<T> Registry<T> {
    /// The value `id` names, or the memory model's error: released, or never issued.
    pub fn get_for_java(&self, id: i64, what: &'static str) -> crate::error::Result<Ref<'_, T>> {
        self.get(id as u64).map_err(|e| lookup_error(e, what, id))
    }

    /// Frees the value `id` names: true, or false when it was freed already.
    pub fn release_for_java(&self, id: i64, what: &'static str) -> crate::error::Result<bool> {
        match self.remove(id as u64) {
            Ok(value) => {
                drop(value);
                Ok(true)
            }
            Err(Lookup::Released) => Ok(false),
            Err(e) => Err(lookup_error(e, what, id)),
        }
    }
}

/// Why `id` named no live `what`.
pub fn lookup_error(e: Lookup, what: &'static str, id: i64) -> crate::error::Error {
    match e {
        Lookup::Released => crate::error::Error::Released { what, id: id as u64 },
        Lookup::Invalid => crate::error::Error::InvalidHandle { what, id: id as u64 },
    }
}
