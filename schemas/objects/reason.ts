import { titledTextObject } from '../lib/titled-text-object';

export const reason = titledTextObject('reason', 'Reason to choose us');
