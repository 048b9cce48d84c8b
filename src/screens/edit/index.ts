/** Route `/step-2/edit`: the operator's edit of an existing booking (loaded on demand). */
export { EditScreen, EditScreen as default } from './EditScreen';
