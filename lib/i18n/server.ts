import 'server-only';
import { cache } from 'react';
import { createIntl } from 'react-intl/server';
import { LOCALE_TAGS, type Locale } from '@/lib/constants';
import { getMessages } from './messages';

/** react-intl for Server Components: same catalogs and ICU formatting as the client. */
export const getIntl = cache((lang: Locale) =>
  createIntl({ locale: LOCALE_TAGS[lang].html, messages: getMessages(lang) }),
);
