// MoviesApp: placeholder until its issue lands.
