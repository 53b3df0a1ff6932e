/**
 * The relevance set, shared by its test (relevance.test.ts) and by the benchmark that holds the
 * search index against libraries (bench/search-libraries.mjs): what a buyer types, and the products
 * that must be among the first RELEVANCE_TOP hits on the international market.
 */

/** The demo catalogue the ids name: the test catalogue's size (test/helper.ts TEST_PRODUCTS), default seed. */
export const RELEVANCE_PRODUCTS = 300;
/** How many first hits must hold a case's products. */
export const RELEVANCE_TOP = 5;

/** What a buyer types, and the products of the demo catalogue (by id) that must be among the first five hits. */
export type RelevanceCase = readonly [keyword: string, ids: number[]];

/**
 * The cases by kind of query (English, typos, synonyms, Chinese, pinyin, codes, mixed scripts), so a
 * benchmark can tell which kinds an engine misses.
 */
export const RELEVANCE_GROUPS: Readonly<Record<string, readonly RelevanceCase[]>> = {
  /** English words, prefixes, plural and singular. */
  english: [
    ['bearing', [78, 95]],
    ['bearings', [78, 95]],
    ['ball bearing', [78, 39]],
    ['hex bolt', [108, 105]],
    ['bolts', [108, 105, 116]],
    ['bolt', [108, 105, 116]],
    ['led bulb', [3]],
    ['hydraulic cylinder', [4]],
    ['butterfly valve', [5, 183, 121]],
    ['emergency light', [2, 118, 241]],
    ['gloves', [58, 197]],
    ['glove', [58, 197]],
    ['stackable bin', [1, 145]],
    ['pipette', [163, 161]],
    ['pressure gauge', [294, 181]],
    ['caster', [47, 187]],
    ['hydrau', [4]],
    ['butterf', [5]],
  ],
  /** Typos. */
  typos: [
    // Of one letter
    ['bering', [78, 95]],
    ['hydralic', [4]],
    ['glovs', [58]],
    ['presure gauge', [294]],
    ['vlave butterfly', [5]],
    ['cylnder hydraulic', [4]],
    // Two in one query, two in one long word, one in a short word
    ['hydralic jak', [158, 66, 203]],
    ['hydrolic jack', [158, 66, 203]],
    ['jak', [158, 66, 203]],
    ['glve', [58, 197]],
  ],
  /** Synonyms: the buyer's word for what the catalogue calls otherwise. */
  synonyms: [
    ['spanner', [199, 178]],
    ['binder', [85, 290]],
    ['mcb', [143]],
    ['螺丝', [69, 108]],
    ['液压顶', [158, 66, 203]],
    ['膨胀螺丝', [287]],
    ['空开', [189, 143]],
    ['地牛', [51]],
    ['螺帽', [249]],
  ],
  /** Chinese: one character and longer substrings. */
  chinese: [
    ['螺', [108]],
    ['螺栓', [108, 105, 116]],
    ['轴承', [78, 95]],
    ['液压油缸', [4]],
    ['蝶阀', [5, 183, 121]],
    ['手套', [58, 197]],
    ['应急灯', [2, 118, 241]],
    ['零件盒', [1, 145]],
    ['球泡灯', [3]],
  ],
  /** Pinyin, full and initials. */
  pinyin: [
    ['luoshuan', [108, 105]],
    ['ls', [108]],
    ['zhoucheng', [78, 95]],
    ['diefa', [5, 183]],
    ['shoutao', [58, 197]],
    ['yingjideng', [2, 118]],
    ['fbyjd', [2]],
  ],
  /** Codes: product code exactly, shop code. */
  codes: [
    ['6900000000007', [1]],
    ['6900000000038', [4]],
    ['S10035', [1]],
  ],
  /** Mixed scripts and specifications. */
  mixed: [
    ['不锈钢 bolt', [108]],
    ['LED 12W', [3]],
    ['M16x60 bolt', [108, 116]],
  ],
};

/** Every case, in the order of the groups. */
export const RELEVANCE: readonly RelevanceCase[] = Object.values(RELEVANCE_GROUPS).flat();
