// The roles' names a user sees (the view-as switcher, Settings' profile, the accounts plugin's view-as
// dialog). src/shared/permissionSet.ts keeps the English, which the server also reads; the console
// shows these, in the page's language (French in viewingAsLabels.fr.ts).
import { VIEWING_AS_LABELS as ENGLISH } from '../../shared/permissionSet';
import { localized } from './localized';
import { VIEWING_AS_LABELS_FR } from './viewingAsLabels.fr';

export const VIEWING_AS_LABELS = localized(ENGLISH, { fr: VIEWING_AS_LABELS_FR });
