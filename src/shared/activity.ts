// Shared by the console and the server: the spec's message for priority activity asked for without an
// account id (spec doc 2 error catalogue), which the server answers and the app bar's bell shows.
export const NO_ACCOUNT_ID = 'no account id';
