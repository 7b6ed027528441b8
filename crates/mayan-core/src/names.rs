//! One definition of the names of the small enums that users type
//! (move sets, goals, formats): each name, the list of all values, how a
//! value prints and how a name is read back, with one wording of the error.

/// Implements `ALL`, `name`, `about`, `about_text`, `Display` and
/// `FromStr` for a fieldless enum from one table of `Variant => "name",
/// "about"` rows; `$what` names the kind of value (its key in the
/// catalogue: `move-set`, `goal`, `finish`, `format`). The about texts are
/// the catalogue's `name-about-KIND-NAME` messages, whose English is the
/// table's (a test holds them to it).
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

            /// What the value means, in a few words, in English (for
            /// help texts; [`Self::about_text`] speaks the thread's
            /// language).
            pub fn about(self) -> &'static str {
                match self {
                    $($ty::$variant => $about,)+
                }
            }

            /// What the value means, in a few words, in the language of
            /// the thread (the message `name-about-KIND-NAME`).
            pub fn about_text(self) -> String {
                ::mayan_i18n::tr(&format!("name-about-{}-{}", $what, self.name()), None)
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
                        ::mayan_i18n::t!(
                            "name-unknown",
                            kind = $what,
                            name = s,
                            expected = $crate::format::or_list(&names)
                        )
                    })
            }
        }
    };
}

pub(crate) use names;
