// FluxTesting: placeholder until its issue lands.
