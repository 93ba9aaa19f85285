// Flux: placeholder
