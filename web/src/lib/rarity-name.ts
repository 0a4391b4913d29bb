import type { Rarity } from '../gql/graphql';
import { defineMessages, type Language } from './i18n';

/** How a rarity reads on a page: Thai gamers' own words on Thai pages, Roblox's on English ones. */
const RARITY_NAMES = defineMessages<Rarity>({
  th: { Common: 'ธรรมดา', Uncommon: 'ไม่ธรรมดา', Rare: 'หายาก', Legendary: 'ตำนาน', Mythical: 'เทพ' },
  en: { Common: 'Common', Uncommon: 'Uncommon', Rare: 'Rare', Legendary: 'Legendary', Mythical: 'Mythical' },
});

export const rarityName = (rarity: Rarity, language: Language): string => RARITY_NAMES[language][rarity];
