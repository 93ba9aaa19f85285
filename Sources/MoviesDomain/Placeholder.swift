// MoviesDomain: placeholder until its issue lands.
