import { titledTextObject } from '../lib/titled-text-object';

export const includedService = titledTextObject('includedService', 'Included service');
