import type { MailLanguage } from '../gql/graphql';
import type { Language } from './i18n';

/** The API's name for the language a mail is written in, from the one the shop is shown in. */
export const mailLanguageOf = (language: Language): MailLanguage => (language === 'th' ? 'TH' : 'EN');
