import type { Locale } from '@mall/contract';

/**
 * The words buyers type for what the catalogue calls otherwise, one table per language, kept here
 * and nowhere else (docs/decisions/031-search-typos-and-synonyms.md). A word of a query also finds
 * its synonyms, ranked below the word itself. English words are lower-case; a synonym of several
 * words finds the products that hold all of them. Chinese words have two characters or more: one
 * character already finds every word it is part of.
 */
interface SynonymTable {
  /** Words for one thing: each finds the others. */
  same: readonly (readonly string[])[];
  /**
   * A buyer's broad or colloquial word and the catalogue's words it covers, one way only: 螺丝
   * finds bolts, but a buyer asking for 螺栓 wants bolts, not every screw.
   */
  covers: Readonly<Record<string, readonly string[]>>;
}

export const SYNONYMS: Record<Locale, SynonymTable> = {
  en: {
    same: [
      ['glove', 'mitt'],
      ['jack', 'lifter'],
      ['wrench', 'spanner'],
      ['adhesive', 'glue'],
      ['sealant', 'caulk'],
      ['bulb', 'lamp'],
      ['respirator', 'mask'],
      ['caster', 'castor'],
      ['trolley', 'cart'],
      ['rack', 'shelf', 'shelving'],
      ['balance', 'scale'],
      ['file', 'binder', 'folder'],
      ['wiper', 'rag'],
      ['helmet', 'hardhat'],
      ['goggle', 'glasses'],
      ['shoe', 'boot'],
      ['coverall', 'overall', 'boilersuit'],
      ['cord', 'cable'],
    ],
    covers: {
      fan: ['blower'],
      mcb: ['miniature circuit breaker'],
      rcd: ['residual current breaker'],
      rccb: ['residual current breaker'],
      ethernet: ['network cable'],
      manometer: ['pressure gauge'],
      thermostat: ['temperature controller'],
      megger: ['insulation tester'],
    },
  },
  'zh-Hans': {
    same: [
      ['千斤顶', '液压顶'],
      ['螺母', '螺帽'],
      ['垫圈', '垫片'],
      ['扳手', '扳子'],
      ['螺丝刀', '起子', '改锥', '螺丝批'],
      ['安全帽', '头盔'],
      ['护目镜', '防护眼镜'],
      ['缠绕膜', '拉伸膜'],
      ['气泡膜', '泡泡纸', '气泡垫'],
      ['胶带', '胶布'],
      ['货架', '置物架'],
      ['万用表', '万能表'],
      ['吸油棉', '吸油毡'],
    ],
    covers: {
      螺丝: ['螺栓', '螺钉'],
      地牛: ['搬运车'],
      空开: ['断路器'],
      空气开关: ['断路器'],
      漏保: ['漏电断路器'],
      倒链: ['手拉葫芦'],
      风扇: ['风机', '排气扇'],
      玻璃胶: ['硅酮密封胶'],
      快干胶: ['瞬干胶'],
      灯泡: ['球泡灯'],
    },
  },
};

function expansions(table: SynonymTable): Map<string, readonly string[]> {
  const found = new Map<string, string[]>();
  const add = (word: string, synonym: string) => {
    const list = found.get(word) ?? [];
    if (word !== synonym && !list.includes(synonym)) list.push(synonym);
    found.set(word, list);
  };
  for (const words of table.same) for (const word of words) for (const synonym of words) add(word, synonym);
  for (const [word, covered] of Object.entries(table.covers)) for (const synonym of covered) add(word, synonym);
  return found;
}

const EXPANSIONS: Record<Locale, Map<string, readonly string[]>> = {
  en: expansions(SYNONYMS.en),
  'zh-Hans': expansions(SYNONYMS['zh-Hans']),
};

/** The characters of the longest Chinese word of the table: no span is looked for beyond it. */
const CHINESE_WORD_MAX = Math.max(...Array.from(EXPANSIONS['zh-Hans'].keys(), (word) => Array.from(word).length));

/** The synonyms of a word of the language, in the order of the table. */
export function synonymsOf(locale: Locale, word: string): readonly string[] {
  return EXPANSIONS[locale].get(word) ?? [];
}

/**
 * The Chinese words of the table that are also part of a longer word of the table naming another
 * thing (螺丝 of 螺丝刀, a screwdriver): written in the catalogue, they are mostly that word.
 */
const INSIDE_ANOTHER_WORD: ReadonlySet<string> = (() => {
  const words = Array.from(EXPANSIONS['zh-Hans'].keys());
  const insideAnother = (word: string) =>
    words.some((other) => other !== word && other.includes(word) && !synonymsOf('zh-Hans', word).includes(other));
  return new Set(words.filter(insideAnother));
})();

/** A word of the Chinese table inside a run of characters: characters `from` to `to` (excluded). */
export interface SynonymSpan {
  from: number;
  to: number;
  synonyms: readonly string[];
  /**
   * The word's synonyms rank as typed and the word itself as a synonym: a broad word inside a word
   * for another thing (螺丝, most often written as part of 螺丝刀) finds what it covers first.
   */
  synonymsFirst: boolean;
}

/** The words of the Chinese table in a run of characters, from left to right, the longest at each place, never overlapping. */
export function synonymSpans(chars: readonly string[]): SynonymSpan[] {
  const spans: SynonymSpan[] = [];
  let from = 0;
  while (from < chars.length) {
    let span: SynonymSpan | null = null;
    for (let to = Math.min(chars.length, from + CHINESE_WORD_MAX); to > from + 1 && !span; to--) {
      const word = chars.slice(from, to).join('');
      const synonyms = synonymsOf('zh-Hans', word);
      if (synonyms.length > 0) {
        span = { from, to, synonyms, synonymsFirst: INSIDE_ANOTHER_WORD.has(word) };
      }
    }
    if (span) spans.push(span);
    from = span ? span.to : from + 1;
  }
  return spans;
}
