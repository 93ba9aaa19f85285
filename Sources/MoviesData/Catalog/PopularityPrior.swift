import Foundation
import MoviesDomain

/// How well known and how well liked a film is, before any query: the order in which films that
/// match a query equally well are listed.
///
/// The prior is a Bayesian average of the rating, `(v × R + m × C) / (v + m)`, plus
/// `0.5 × ln(1 + v)`, where `v` is the film's number of reviews, `R` its rating, `C` the mean
/// rating of the catalog's rated films and `m` = 25 reviews (about the catalog's median). The
/// average keeps a well-rated film with few reviews from jumping ahead on its rating alone; the
/// logarithm lets the number of reviews count without letting it decide, so the film people mean
/// (*Star Wars: Episode IV*, *Halloween* of 1978, *The Thing* of 1982) comes before its later
/// sequels and remakes, which have more reviews and lower ratings. A film without a rating counts
/// as rated like the rated films with about as many reviews (the mean rating of its tenth of them
/// by review count: *Love Actually*, unrated with 227 reviews, as the best-known tenth); one
/// without a review count, as having none.
struct PopularityPrior {
    /// Reviews the average assumes before a film's own (`m`).
    static let assumedReviews = 25.0
    /// The weight of `ln(1 + reviews)`.
    static let reviewWeight = 0.5
    /// How many parts the rated films are cut into by review count, for the films without one.
    static let reviewBands = 10
    /// The mean rating of the rated films (`C`).
    let meanRating: Double
    /// The smallest review count of each band but the first, ascending.
    private let bandStarts: [Int]
    /// The mean rating of each band.
    private let bandMeans: [Double]

    /// The prior of `movies`' catalog: `C` is their mean rating (0 when none is rated).
    init(movies: [Movie]) {
        let rated = movies.compactMap { movie -> (reviews: Int, rating: Double)? in
            guard let rating = movie.rating, rating.isFinite else { return nil }
            return (max(0, movie.reviewCount ?? 0), rating)
        }.sorted { $0.reviews < $1.reviews }
        meanRating = rated.isEmpty ? 0 : rated.reduce(0) { $0 + $1.rating } / Double(rated.count)
        let size = max(1, (rated.count + Self.reviewBands - 1) / Self.reviewBands)
        let bands = stride(from: 0, to: rated.count, by: size).map { rated[$0..<min($0 + size, rated.count)] }
        bandStarts = bands.dropFirst().compactMap { $0.first?.reviews }
        bandMeans = bands.map { band in band.reduce(0) { $0 + $1.rating } / Double(band.count) }
    }

    /// The rating a film without one counts as: its band's mean (`C` when nothing is rated).
    func assumedRating(reviews: Int) -> Double {
        guard !bandMeans.isEmpty else { return meanRating }
        let band = bandStarts.firstIndex { reviews < $0 } ?? bandStarts.count
        return bandMeans[band]
    }

    /// The prior of `movie`: higher first.
    func score(of movie: Movie) -> Double {
        let reviews = Double(max(0, movie.reviewCount ?? 0))
        let rating = movie.rating.flatMap { $0.isFinite ? $0 : nil } ?? assumedRating(reviews: Int(reviews))
        let average = (reviews * rating + Self.assumedReviews * meanRating) / (reviews + Self.assumedReviews)
        return average + Self.reviewWeight * log1p(reviews)
    }
}
