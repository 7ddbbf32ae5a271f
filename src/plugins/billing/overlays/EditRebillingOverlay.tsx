// ?editRebilling=<accountId> (reseller rebilling): the screen lives with the other rebilling screens.
export { default } from '../rebilling/RebillingEdit';
