// MoviesData: placeholder until its issue lands.
