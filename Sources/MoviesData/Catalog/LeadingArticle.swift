/// The articles a catalog title may start with, which ranking skips for whole-title and prefix
/// matches: English "the", "a", "an" and Spanish "el", "la", "los", "las".
enum LeadingArticle {
    /// The folded articles, each with the space that must follow it.
    static let folded: [[UInt8]] = ["the ", "a ", "an ", "el ", "la ", "los ", "las "].map { Array($0.utf8) }

    /// The length of the article and its space that `title` (folded bytes of `haystack`) starts
    /// with, or 0 when it starts with none or is nothing but the article.
    static func length(in haystack: UnsafeBufferPointer<UInt8>, title: Range<Int>) -> Int {
        for article in folded where article.count < title.count {
            if article.indices.allSatisfy({ haystack[title.lowerBound + $0] == article[$0] }) { return article.count }
        }
        return 0
    }
}
