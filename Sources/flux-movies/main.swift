print("flux-movies: the app arrives with its issue; see README.md")
