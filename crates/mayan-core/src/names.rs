//! One definition of the names of the small enums that users type
//! (move sets, goals, formats): each name, the list of all values, how a
//! value prints and how a name is read back, with one wording of the error.

/// Implements `ALL`, `name`, `about`, `Display` and `FromStr` for a
/// fieldless enum from one table of `Variant => "name", "about"` rows;
/// `$what` names the kind of value in the error of an unknown name.
macro_rules! names {
    ($ty:ident, $what:literal, { $($variant:ident => $name:literal, $about:literal;)+ }) => {
        impl $ty {
            /// Every value, in the order the names are listed.
            pub const ALL: &'static [$ty] = &[$($ty::$variant),+];

            /// The name used on the command line and in JSON.
            pub fn name(self) -> &'static str {
                match self {
                    $($ty::$variant => $name,)+
                }
            }

            /// What the value means, in a few words (for help texts).
            pub fn about(self) -> &'static str {
                match self {
                    $($ty::$variant => $about,)+
                }
            }
        }

        impl ::std::fmt::Display for $ty {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(self.name())
            }
        }

        impl ::std::str::FromStr for $ty {
            type Err = String;
            fn from_str(s: &str) -> Result<$ty, String> {
                $ty::ALL
                    .iter()
                    .copied()
                    .find(|v| v.name() == s)
                    .ok_or_else(|| {
                        let s = $crate::format::show(s.as_bytes());
                        let names: Vec<&str> = $ty::ALL.iter().map(|v| v.name()).collect();
                        let (last, rest) = names.split_last().unwrap_or((&"", &[]));
                        if rest.is_empty() {
                            format!("unknown {} `{s}` (expected {last})", $what)
                        } else {
                            format!("unknown {} `{s}` (expected {} or {last})", $what, rest.join(", "))
                        }
                    })
            }
        }
    };
}

pub(crate) use names;
