// The messages of a server that refuses work it cannot take now (503 with Retry-After), in the
// contract's shape. One place: the load shedder and the connection cap both answer with these.
export const SERVER_BUSY = 'Server busy, try again shortly';
export const TOO_MANY_CONNECTIONS = 'Too many connections, try again shortly';
