/// The form a counted phrase takes, as a language's plural rule decides it (CLDR's categories).
///
/// English and Spanish use ``one`` and ``other``; a language with more forms (Polish's ``few``
/// and ``many``, Arabic's ``zero`` and ``two``) returns them from
/// ``Language/pluralCategory(_:)`` and words its counted phrases with a `switch` over them.
package enum PluralCategory: Equatable, Sendable {
    /// The form for no items, in languages that have one.
    case zero
    /// The form for one item ("1 review").
    case one
    /// The form for two items, in languages that have one.
    case two
    /// The form for a few items, in languages that have one.
    case few
    /// The form for many items, in languages that have one.
    case many
    /// Every other count ("231 reviews").
    case other
}
