//! Partisan games (seed 002): `solve --game easy-chase | procrastination | surreal` and
//! `bench partisan`.

pub mod bench;
pub mod easy_chase;
pub mod fox_and_geese;
pub mod loopy;
pub mod procrastination;
pub mod surreal;
