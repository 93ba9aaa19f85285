import FluxActionLog

extension LoggableAction {
    /// Smaller versions of this action read off its logged JSON, for an ``ExplorationRule``'s
    /// `shrink:` (`shrink: \.simplerPayloads`), most preferred first.
    ///
    /// Each candidate changes one place of the action's JSON: a number toward 0 (0, then halfway,
    /// then ever closer), a string toward empty, an array toward fewer elements, `true` to `false`;
    /// decoded back into the action's type, so JSON the type does not decode is never offered.
    /// These are the candidates `replay --minimize` tries on a crash's payloads. The explorer keeps
    /// a candidate only while the sequence fails the same way, so a value the failure needs stays.
    ///
    /// A shrinker of the rule's own knows what a value means (the titles before this one in a
    /// list, the indices below this one); this one knows only the JSON's shape. An enum case's
    /// key, and the `"type"` a hand-written coding writes, never change.
    public var simplerPayloads: [Self] {
        simplerByJSON()
    }
}
