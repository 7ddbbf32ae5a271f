// What the forwarding routes answer when they refuse, in one place.
export const NO_NUMBER = 'phoneNumberId: This agent has no phone number; give it one first';
export const NUMBER_NOT_LIVE = 'phoneNumberId: This number was released';
export const SAME_NUMBER = 'phoneNumber: Enter the cell phone that forwards, not the agent\'s own number';
export const NO_CHECK = 'No forwarding test call yet: start one with verifyCellForwarding';
