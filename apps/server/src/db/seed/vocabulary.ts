/** The bilingual word lists the demo catalogue is built from. Data only; generate.ts combines them. */

export interface Text {
  en: string;
  zh: string;
}

/**
 * A name of an icon of Material Design Icons (`@iconify-json/mdi`): what a product's picture shows
 * (lib/artwork.ts). Where the set has no such object, the nearest one a buyer recognises.
 */
export type IconName = string;

/** A kind of goods, and the object its pictures show. */
export interface NounDef extends Text {
  icon: IconName;
}

export interface SubCategoryDef {
  slug: string;
  name: Text;
  /** Shown by products whose name has none of the nouns. */
  icon: IconName;
  /** What is sold; a product name is `qualifier + noun + spec`. */
  nouns: NounDef[];
  /** Codes and sizes written alike in both languages are plain strings; the rest are translated. */
  specs: (string | Text)[];
  unit: Text;
  /** Unit price range in US dollars. */
  usd: [number, number];
}

export interface TopCategoryDef {
  slug: string;
  name: Text;
  /** Shown by products of sub-categories this vocabulary does not know. */
  icon: IconName;
  qualifiers: Text[];
  subs: SubCategoryDef[];
}

const t = (en: string, zh: string): Text => ({ en, zh });
const noun = (en: string, zh: string, icon: IconName): NounDef => ({ en, zh, icon });

const PIECE = t('piece', '个');
const BOX = t('box', '盒');
const ROLL = t('roll', '卷');
const SET = t('set', '套');
const PAIR = t('pair', '双');
const METER = t('meter', '米');
const BOTTLE = t('bottle', '瓶');
const UNIT = t('unit', '台');
const PACK = t('pack', '包');

export const CATEGORY_TREE: TopCategoryDef[] = [
  {
    slug: 'fasteners',
    name: t('Fasteners', '紧固件'),
    icon: 'screw-lag',
    qualifiers: [
      t('Stainless Steel', '不锈钢'),
      t('Carbon Steel', '碳钢'),
      t('Galvanized', '镀锌'),
      t('Brass', '黄铜'),
    ],
    subs: [
      {
        slug: 'bolts',
        name: t('Bolts', '螺栓'),
        icon: 'screw-lag',
        nouns: [
          noun('Hex Bolt', '六角螺栓', 'screw-lag'),
          noun('Carriage Bolt', '马车螺栓', 'screw-machine-round-top'),
          noun('Flange Bolt', '法兰螺栓', 'screw-lag'),
        ],
        specs: ['M6x20', 'M8x30', 'M10x40', 'M12x50', 'M16x60'],
        unit: BOX,
        usd: [3, 40],
      },
      {
        slug: 'nuts',
        name: t('Nuts', '螺母'),
        icon: 'nut',
        nouns: [
          noun('Hex Nut', '六角螺母', 'nut'),
          noun('Lock Nut', '防松螺母', 'hexagon-slice-6'),
          noun('Wing Nut', '蝶形螺母', 'nut'),
        ],
        specs: ['M5', 'M6', 'M8', 'M10', 'M12'],
        unit: BOX,
        usd: [2, 25],
      },
      {
        slug: 'screws',
        name: t('Screws', '螺钉'),
        icon: 'screw-machine-flat-top',
        nouns: [
          noun('Socket Cap Screw', '内六角螺钉', 'screw-machine-flat-top'),
          noun('Self-Tapping Screw', '自攻螺钉', 'screw-flat-top'),
          noun('Machine Screw', '机螺钉', 'screw-machine-round-top'),
        ],
        specs: ['M3x10', 'M4x12', 'M5x16', 'ST4.2x19', 'M6x25'],
        unit: BOX,
        usd: [2, 30],
      },
      {
        slug: 'washers',
        name: t('Washers', '垫圈'),
        icon: 'record-circle',
        nouns: [noun('Flat Washer', '平垫圈', 'record-circle'), noun('Spring Washer', '弹簧垫圈', 'circle-outline')],
        specs: ['M6', 'M8', 'M10', 'M12', 'M20'],
        unit: PACK,
        usd: [1, 12],
      },
      {
        slug: 'anchors',
        name: t('Anchors', '锚栓'),
        icon: 'screw-round-top',
        nouns: [noun('Expansion Anchor', '膨胀螺栓', 'screw-round-top'), noun('Wedge Anchor', '楔形锚栓', 'rivet')],
        specs: ['M8x80', 'M10x100', 'M12x120'],
        unit: BOX,
        usd: [6, 60],
      },
    ],
  },
  {
    slug: 'bearings',
    name: t('Bearings', '轴承'),
    icon: 'circle-double',
    qualifiers: [t('Sealed', '密封'), t('Open', '开式'), t('High-Speed', '高速'), t('Chrome Steel', '铬钢')],
    subs: [
      {
        slug: 'ball-bearings',
        name: t('Ball Bearings', '球轴承'),
        icon: 'dots-circle',
        nouns: [
          noun('Deep Groove Ball Bearing', '深沟球轴承', 'dots-circle'),
          noun('Angular Contact Bearing', '角接触轴承', 'circle-double'),
        ],
        specs: ['6201-2RS', '6203-2RS', '6205-ZZ', '6305-2RS', '7205B'],
        unit: PIECE,
        usd: [2, 45],
      },
      {
        slug: 'roller-bearings',
        name: t('Roller Bearings', '滚子轴承'),
        icon: 'tire',
        nouns: [
          noun('Tapered Roller Bearing', '圆锥滚子轴承', 'tire'),
          noun('Cylindrical Roller Bearing', '圆柱滚子轴承', 'tire'),
        ],
        specs: ['30205', '32208', 'NU205', 'NJ306'],
        unit: PIECE,
        usd: [8, 120],
      },
      {
        slug: 'bearing-units',
        name: t('Mounted Bearing Units', '带座轴承'),
        icon: 'circle-double',
        nouns: [
          noun('Pillow Block Bearing', '立式座轴承', 'circle-double'),
          noun('Flange Bearing Unit', '菱形座轴承', 'record-circle'),
        ],
        specs: ['UCP204', 'UCP205', 'UCFL206', 'UCF208'],
        unit: PIECE,
        usd: [6, 80],
      },
      {
        slug: 'linear-motion',
        name: t('Linear Motion', '直线运动'),
        icon: 'train-track',
        nouns: [noun('Linear Bearing', '直线轴承', 'cylinder'), noun('Linear Guide Rail', '直线导轨', 'train-track')],
        specs: ['LM8UU', 'LM12UU', 'HGR15', 'HGR20'],
        unit: PIECE,
        usd: [3, 150],
      },
    ],
  },
  {
    slug: 'electrical',
    name: t('Electrical', '电气'),
    icon: 'flash',
    qualifiers: [t('Industrial', '工业级'), t('Modular', '模块化'), t('Weatherproof', '防水'), t('Compact', '紧凑型')],
    subs: [
      {
        slug: 'circuit-breakers',
        name: t('Circuit Breakers', '断路器'),
        icon: 'fuse',
        nouns: [
          noun('Miniature Circuit Breaker', '微型断路器', 'fuse'),
          noun('Residual Current Breaker', '漏电断路器', 'fuse-blade'),
        ],
        specs: ['1P 16A', '2P 32A', '3P 63A', '4P 40A'],
        unit: PIECE,
        usd: [5, 90],
      },
      {
        slug: 'relays-contactors',
        name: t('Relays & Contactors', '继电器与接触器'),
        icon: 'electric-switch',
        nouns: [
          noun('AC Contactor', '交流接触器', 'electric-switch'),
          noun('Intermediate Relay', '中间继电器', 'electric-switch-closed'),
        ],
        specs: ['9A 220V', '18A 380V', t('24VDC 8-pin', '24VDC 8脚'), '32A 220V'],
        unit: PIECE,
        usd: [4, 70],
      },
      {
        slug: 'switches-sockets',
        name: t('Switches & Sockets', '开关插座'),
        icon: 'power-socket-eu',
        nouns: [
          noun('Wall Switch', '墙壁开关', 'light-switch'),
          noun('Industrial Socket', '工业插座', 'power-socket-eu'),
        ],
        specs: [t('10A 1-gang', '10A 一开'), t('16A 2-gang', '16A 二开'), '32A 3P+E', '63A 3P+N+E'],
        unit: PIECE,
        usd: [2, 40],
      },
      {
        slug: 'enclosures',
        name: t('Enclosures', '配电箱'),
        icon: 'flash-triangle',
        nouns: [noun('Distribution Box', '配电箱', 'flash-triangle'), noun('Junction Box', '接线盒', 'connection')],
        specs: ['IP65 200x150', 'IP66 300x250', t('12-way', '12回路'), t('24-way', '24回路')],
        unit: PIECE,
        usd: [8, 160],
      },
    ],
  },
  {
    slug: 'packaging',
    name: t('Packaging', '包装'),
    icon: 'package-variant-closed',
    qualifiers: [t('Heavy-Duty', '加厚'), t('Recyclable', '可回收'), t('Transparent', '透明'), t('Kraft', '牛皮纸')],
    subs: [
      {
        slug: 'cartons',
        name: t('Cartons', '纸箱'),
        icon: 'package-variant-closed',
        nouns: [
          noun('Corrugated Carton', '瓦楞纸箱', 'package-variant-closed'),
          noun('Mailer Box', '快递纸盒', 'package-variant'),
        ],
        specs: ['300x200x150', '400x300x250', '600x400x400', 'A4'],
        unit: PACK,
        usd: [5, 60],
      },
      {
        slug: 'tapes',
        name: t('Packing Tapes', '封箱胶带'),
        icon: 'paper-roll',
        nouns: [noun('Packing Tape', '封箱胶带', 'paper-roll'), noun('Filament Tape', '纤维胶带', 'paper-roll')],
        specs: ['48mm x 100m', '60mm x 150m', '24mm x 50m'],
        unit: ROLL,
        usd: [1, 8],
      },
      {
        slug: 'stretch-film',
        name: t('Stretch Film', '缠绕膜'),
        icon: 'paper-roll',
        nouns: [noun('Stretch Wrap Film', '缠绕膜', 'paper-roll'), noun('Shrink Film', '热收缩膜', 'layers')],
        specs: ['500mm 23um', '450mm 20um', '1500mm 17um'],
        unit: ROLL,
        usd: [6, 45],
      },
      {
        slug: 'cushioning',
        name: t('Cushioning', '缓冲材料'),
        icon: 'chart-bubble',
        nouns: [noun('Bubble Wrap', '气泡膜', 'chart-bubble'), noun('Foam Sheet', '珍珠棉', 'layers-triple')],
        specs: ['1m x 50m', '0.5m x 100m', '3mm', '10mm'],
        unit: ROLL,
        usd: [8, 50],
      },
    ],
  },
  {
    slug: 'safety-ppe',
    name: t('Safety & PPE', '安全防护'),
    icon: 'hard-hat',
    qualifiers: [
      t('Certified', '认证'),
      t('Anti-Static', '防静电'),
      t('Flame-Retardant', '阻燃'),
      t('Cut-Resistant', '防割'),
    ],
    subs: [
      {
        slug: 'gloves',
        name: t('Work Gloves', '劳保手套'),
        icon: 'glove',
        nouns: [
          noun('Nitrile Coated Glove', '丁腈涂层手套', 'hand-back-right'),
          noun('Leather Work Glove', '皮革手套', 'glove'),
        ],
        specs: [t('Size M', 'M码'), t('Size L', 'L码'), t('Size XL', 'XL码'), t('Level 5', '5级')],
        unit: PAIR,
        usd: [1, 20],
      },
      {
        slug: 'head-eye',
        name: t('Head & Eye Protection', '头部与眼部防护'),
        icon: 'hard-hat',
        nouns: [
          noun('Safety Helmet', '安全帽', 'hard-hat'),
          noun('Safety Goggles', '护目镜', 'safety-goggles'),
          noun('Face Shield', '防护面屏', 'racing-helmet'),
        ],
        specs: ['EN397', 'ANSI Z87.1', 'ABS', t('PC Lens', 'PC镜片')],
        unit: PIECE,
        usd: [3, 35],
      },
      {
        slug: 'respiratory',
        name: t('Respiratory Protection', '呼吸防护'),
        icon: 'face-mask',
        nouns: [
          noun('Particulate Respirator', '防尘口罩', 'face-mask'),
          noun('Half-Face Respirator', '半面罩', 'face-mask'),
        ],
        specs: ['KN95', 'FFP2', 'FFP3', 'P100'],
        unit: BOX,
        usd: [5, 60],
      },
      {
        slug: 'footwear-clothing',
        name: t('Footwear & Clothing', '防护鞋服'),
        icon: 'tshirt-v',
        nouns: [
          noun('Safety Shoe', '安全鞋', 'shoe-formal'),
          noun('High-Visibility Vest', '反光背心', 'tshirt-v'),
          noun('Coverall', '连体工作服', 'tshirt-crew'),
        ],
        specs: ['S1P', 'S3', t('Class 2', '2级'), t('Size 42', '42码')],
        unit: PIECE,
        usd: [4, 80],
      },
    ],
  },
  {
    slug: 'lab-supplies',
    name: t('Lab Supplies', '实验室用品'),
    icon: 'flask',
    qualifiers: [
      t('Borosilicate', '高硼硅'),
      t('Sterile', '无菌'),
      t('Graduated', '带刻度'),
      t('Disposable', '一次性'),
    ],
    subs: [
      {
        slug: 'glassware',
        name: t('Glassware', '玻璃器皿'),
        icon: 'beaker',
        nouns: [
          noun('Beaker', '烧杯', 'beaker'),
          noun('Volumetric Flask', '容量瓶', 'flask-round-bottom'),
          noun('Measuring Cylinder', '量筒', 'test-tube-empty'),
        ],
        specs: ['50ml', '250ml', '500ml', '1000ml'],
        unit: PIECE,
        usd: [2, 40],
      },
      {
        slug: 'pipettes',
        name: t('Pipettes & Tips', '移液器与吸头'),
        icon: 'pipette',
        nouns: [noun('Pipette Tip', '移液吸头', 'pipette'), noun('Adjustable Pipette', '可调移液器', 'eyedropper')],
        specs: ['10ul', '200ul', '1000ul', '5ml'],
        unit: BOX,
        usd: [4, 180],
      },
      {
        slug: 'consumables',
        name: t('Lab Consumables', '实验耗材'),
        icon: 'test-tube',
        nouns: [
          noun('Centrifuge Tube', '离心管', 'test-tube'),
          noun('Petri Dish', '培养皿', 'bacteria'),
          noun('Filter Paper', '滤纸', 'filter'),
        ],
        specs: ['1.5ml', '15ml', '50ml', '90mm'],
        unit: PACK,
        usd: [3, 50],
      },
      {
        slug: 'lab-equipment',
        name: t('Lab Equipment', '实验设备'),
        icon: 'scale-balance',
        nouns: [
          noun('Magnetic Stirrer', '磁力搅拌器', 'magnet'),
          noun('Digital Balance', '电子天平', 'scale-balance'),
          noun('Hot Plate', '加热板', 'stove-burner'),
        ],
        specs: ['0.01g', '0.1mg', '2L', '5L'],
        unit: UNIT,
        usd: [60, 900],
      },
    ],
  },
  {
    slug: 'office',
    name: t('Office Supplies', '办公用品'),
    icon: 'paperclip',
    qualifiers: [t('Premium', '优质'), t('Eco', '环保'), t('Business', '商务'), t('Standard', '标准')],
    subs: [
      {
        slug: 'paper',
        name: t('Paper', '纸张'),
        icon: 'papers',
        nouns: [noun('Copy Paper', '复印纸', 'papers'), noun('Notebook', '笔记本', 'notebook')],
        specs: ['A4 70g', 'A4 80g', 'A3 80g', 'B5'],
        unit: PACK,
        usd: [2, 30],
      },
      {
        slug: 'writing',
        name: t('Writing Instruments', '书写工具'),
        icon: 'pen',
        nouns: [
          noun('Gel Pen', '中性笔', 'pen'),
          noun('Marker Pen', '记号笔', 'marker'),
          noun('Highlighter', '荧光笔', 'highlighter'),
        ],
        specs: ['0.5mm', '0.7mm', t('Black', '黑色'), t('Blue', '蓝色')],
        unit: BOX,
        usd: [2, 20],
      },
      {
        slug: 'filing',
        name: t('Filing & Storage', '文件收纳'),
        icon: 'folder',
        nouns: [noun('Lever Arch File', '档案夹', 'folder'), noun('Document Tray', '文件盘', 'tray-full')],
        specs: ['A4 75mm', 'A4 50mm', t('3-tier', '三层')],
        unit: PIECE,
        usd: [2, 25],
      },
      {
        slug: 'desk',
        name: t('Desk Accessories', '桌面用品'),
        icon: 'paperclip',
        nouns: [
          noun('Stapler', '订书机', 'paperclip'),
          noun('Paper Shredder', '碎纸机', 'shredder'),
          noun('Label Printer', '标签打印机', 'printer-pos'),
        ],
        specs: ['24/6', t('12-sheet', '12页'), t('20-sheet', '20页'), '12mm'],
        unit: PIECE,
        usd: [4, 200],
      },
    ],
  },
  {
    slug: 'tools',
    name: t('Tools', '工具'),
    icon: 'tools',
    qualifiers: [
      t('Professional', '专业级'),
      t('Chrome Vanadium', '铬钒钢'),
      t('Insulated', '绝缘'),
      t('Cordless', '无绳'),
    ],
    subs: [
      {
        slug: 'hand-tools',
        name: t('Hand Tools', '手动工具'),
        icon: 'wrench',
        nouns: [
          noun('Combination Wrench', '两用扳手', 'wrench'),
          noun('Screwdriver Set', '螺丝刀套装', 'screwdriver'),
          noun('Pliers', '钳子', 'pliers'),
        ],
        specs: ['8mm', '10mm', '13mm', t('6-piece', '6件套'), '200mm'],
        unit: PIECE,
        usd: [3, 60],
      },
      {
        slug: 'power-tools',
        name: t('Power Tools', '电动工具'),
        icon: 'circular-saw',
        nouns: [
          noun('Impact Drill', '冲击钻', 'hammer-screwdriver'),
          noun('Angle Grinder', '角磨机', 'circular-saw'),
          noun('Rotary Hammer', '电锤', 'hammer'),
        ],
        specs: ['18V', '20V', '710W', '1200W'],
        unit: UNIT,
        usd: [40, 400],
      },
      {
        slug: 'measuring-tools',
        name: t('Measuring Tools', '测量工具'),
        icon: 'tape-measure',
        nouns: [
          noun('Digital Caliper', '数显卡尺', 'ruler'),
          noun('Tape Measure', '卷尺', 'tape-measure'),
          noun('Spirit Level', '水平尺', 'spirit-level'),
        ],
        specs: ['150mm', '300mm', '5m', '600mm'],
        unit: PIECE,
        usd: [3, 120],
      },
      {
        slug: 'tool-storage',
        name: t('Tool Storage', '工具收纳'),
        icon: 'toolbox',
        nouns: [noun('Tool Box', '工具箱', 'toolbox'), noun('Tool Cabinet', '工具柜', 'dresser')],
        specs: [t('3-drawer', '3抽屉'), t('5-drawer', '5抽屉'), t('7-drawer', '7抽屉'), t('18-inch', '18英寸')],
        unit: PIECE,
        usd: [15, 450],
      },
    ],
  },
  {
    slug: 'pumps-valves',
    name: t('Pumps & Valves', '泵与阀门'),
    icon: 'pipe-valve',
    qualifiers: [t('Cast Iron', '铸铁'), t('Stainless Steel', '不锈钢'), t('PVC', 'PVC'), t('Brass', '黄铜')],
    subs: [
      {
        slug: 'pumps',
        name: t('Pumps', '泵'),
        icon: 'pump',
        nouns: [
          noun('Centrifugal Pump', '离心泵', 'pump'),
          noun('Submersible Pump', '潜水泵', 'water-pump'),
          noun('Diaphragm Pump', '隔膜泵', 'pump'),
        ],
        specs: ['0.75kW', '1.5kW', '2.2kW', '4kW'],
        unit: UNIT,
        usd: [80, 1200],
      },
      {
        slug: 'ball-valves',
        name: t('Ball Valves', '球阀'),
        icon: 'valve',
        nouns: [noun('Ball Valve', '球阀', 'valve'), noun('Three-Way Ball Valve', '三通球阀', 'valve-open')],
        specs: ['DN15', 'DN25', 'DN50', 'DN80'],
        unit: PIECE,
        usd: [4, 150],
      },
      {
        slug: 'gate-check-valves',
        name: t('Gate & Check Valves', '闸阀与止回阀'),
        icon: 'pipe-valve',
        nouns: [
          noun('Gate Valve', '闸阀', 'pipe-valve'),
          noun('Check Valve', '止回阀', 'valve-closed'),
          noun('Butterfly Valve', '蝶阀', 'valve'),
        ],
        specs: ['DN25 PN16', 'DN50 PN16', 'DN100 PN10'],
        unit: PIECE,
        usd: [10, 300],
      },
    ],
  },
  {
    slug: 'pneumatics',
    name: t('Pneumatics', '气动元件'),
    icon: 'piston',
    qualifiers: [t('Aluminium', '铝合金'), t('Compact', '紧凑型'), t('Double-Acting', '双作用'), t('Standard', '标准')],
    subs: [
      {
        slug: 'cylinders',
        name: t('Air Cylinders', '气缸'),
        icon: 'piston',
        nouns: [noun('Pneumatic Cylinder', '气缸', 'piston'), noun('Mini Cylinder', '迷你气缸', 'piston')],
        specs: ['32x100', '40x150', '50x200', '16x50'],
        unit: PIECE,
        usd: [10, 140],
      },
      {
        slug: 'solenoid-valves',
        name: t('Solenoid Valves', '电磁阀'),
        icon: 'valve',
        nouns: [noun('Solenoid Valve', '电磁阀', 'valve'), noun('Manifold Valve', '汇流板阀', 'pipe-valve')],
        specs: ['4V210-08 24V', '4V310-10 220V', '5/2 G1/4'],
        unit: PIECE,
        usd: [8, 90],
      },
      {
        slug: 'fittings-tubing',
        name: t('Fittings & Tubing', '接头与气管'),
        icon: 'pipe-disconnected',
        nouns: [noun('Push-In Fitting', '快插接头', 'pipe-disconnected'), noun('PU Air Hose', 'PU气管', 'pipe')],
        specs: ['6mm', '8mm', '10mm', '12mm'],
        unit: PACK,
        usd: [2, 30],
      },
      {
        slug: 'air-prep',
        name: t('Air Preparation', '气源处理'),
        icon: 'gauge',
        nouns: [noun('Filter Regulator', '过滤减压阀', 'gauge'), noun('Lubricator', '油雾器', 'oil')],
        specs: ['G1/4', 'G3/8', 'G1/2'],
        unit: PIECE,
        usd: [8, 70],
      },
    ],
  },
  {
    slug: 'hydraulics',
    name: t('Hydraulics', '液压'),
    icon: 'oil',
    qualifiers: [t('High-Pressure', '高压'), t('Steel', '钢制'), t('Heavy-Duty', '重型'), t('Industrial', '工业级')],
    subs: [
      {
        slug: 'hydraulic-hoses',
        name: t('Hydraulic Hoses', '液压软管'),
        icon: 'pipe',
        nouns: [noun('Hydraulic Hose', '液压软管', 'pipe'), noun('Hose Assembly', '软管总成', 'pipe-disconnected')],
        specs: ['1/4" 2SN', '3/8" 2SN', '1/2" 4SH', '3/4" 1SN'],
        unit: METER,
        usd: [3, 40],
      },
      {
        slug: 'hydraulic-pumps',
        name: t('Hydraulic Pumps', '液压泵'),
        icon: 'cogs',
        nouns: [noun('Gear Pump', '齿轮泵', 'cogs'), noun('Vane Pump', '叶片泵', 'pump')],
        specs: ['CBN-E310', 'PV2R1-14', '10cc', '25cc'],
        unit: UNIT,
        usd: [60, 600],
      },
      {
        slug: 'hydraulic-cylinders',
        name: t('Hydraulic Cylinders', '液压缸'),
        icon: 'piston',
        nouns: [noun('Hydraulic Cylinder', '液压油缸', 'piston'), noun('Hydraulic Jack', '液压千斤顶', 'piston')],
        specs: ['63x200', '80x300', '10T', '20T'],
        unit: UNIT,
        usd: [40, 500],
      },
    ],
  },
  {
    slug: 'welding',
    name: t('Welding', '焊接'),
    icon: 'robot-industrial',
    qualifiers: [t('Inverter', '逆变'), t('Portable', '便携式'), t('Industrial', '工业级'), t('Low-Spatter', '低飞溅')],
    subs: [
      {
        slug: 'welders',
        name: t('Welding Machines', '焊机'),
        icon: 'robot-industrial',
        nouns: [
          noun('MIG Welder', '二保焊机', 'robot-industrial'),
          noun('TIG Welder', '氩弧焊机', 'torch'),
          noun('Stick Welder', '电焊机', 'fire'),
        ],
        specs: ['200A', '250A', '315A', '500A'],
        unit: UNIT,
        usd: [150, 1500],
      },
      {
        slug: 'consumables-welding',
        name: t('Welding Consumables', '焊材'),
        icon: 'movie-roll',
        nouns: [noun('Welding Wire', '焊丝', 'movie-roll'), noun('Welding Electrode', '焊条', 'rivet')],
        specs: ['ER70S-6 0.8mm', 'ER70S-6 1.0mm', 'E6013 3.2mm', 'E7018 4.0mm'],
        unit: BOX,
        usd: [10, 90],
      },
      {
        slug: 'welding-safety',
        name: t('Welding Protection', '焊接防护'),
        icon: 'racing-helmet',
        nouns: [
          noun('Auto-Darkening Helmet', '自动变光面罩', 'racing-helmet'),
          noun('Welding Glove', '焊工手套', 'glove'),
        ],
        specs: ['DIN 9-13', t('Size L', 'L码'), t('Size XL', 'XL码')],
        unit: PIECE,
        usd: [5, 120],
      },
    ],
  },
  {
    slug: 'cleaning',
    name: t('Cleaning', '清洁用品'),
    icon: 'spray-bottle',
    qualifiers: [
      t('Industrial', '工业用'),
      t('Concentrated', '浓缩'),
      t('Biodegradable', '可降解'),
      t('Heavy-Duty', '强力'),
    ],
    subs: [
      {
        slug: 'chemicals',
        name: t('Cleaning Chemicals', '清洁剂'),
        icon: 'spray-bottle',
        nouns: [
          noun('Degreaser', '除油剂', 'spray-bottle'),
          noun('Floor Cleaner', '地面清洁剂', 'bottle-tonic'),
          noun('Disinfectant', '消毒液', 'bottle-tonic-plus'),
        ],
        specs: ['1L', '5L', '20L'],
        unit: BOTTLE,
        usd: [3, 60],
      },
      {
        slug: 'wipes',
        name: t('Wipes & Absorbents', '擦拭与吸附'),
        icon: 'paper-towels',
        nouns: [noun('Industrial Wiper', '工业擦拭布', 'paper-towels'), noun('Oil Absorbent Pad', '吸油棉', 'oil')],
        specs: [t('100 sheets', '100片'), t('200 sheets', '200片'), '40x50cm'],
        unit: PACK,
        usd: [4, 70],
      },
      {
        slug: 'equipment-cleaning',
        name: t('Cleaning Equipment', '清洁设备'),
        icon: 'vacuum',
        nouns: [
          noun('Wet & Dry Vacuum', '干湿两用吸尘器', 'vacuum'),
          noun('Floor Scrubber', '洗地机', 'broom'),
          noun('Mop Bucket', '拖把桶', 'bucket'),
        ],
        specs: ['30L', '60L', '80L', '20L'],
        unit: UNIT,
        usd: [20, 800],
      },
    ],
  },
  {
    slug: 'lighting',
    name: t('Lighting', '照明'),
    icon: 'lightbulb',
    qualifiers: [t('LED', 'LED'), t('Explosion-Proof', '防爆'), t('Energy-Saving', '节能'), t('Dimmable', '可调光')],
    subs: [
      {
        slug: 'bulbs-tubes',
        name: t('Bulbs & Tubes', '灯泡与灯管'),
        icon: 'lightbulb',
        nouns: [noun('Bulb', '球泡灯', 'lightbulb'), noun('T8 Tube', 'T8灯管', 'lightbulb-fluorescent-tube')],
        specs: ['9W E27', '12W E27', '18W 1.2m', '24W 1.5m'],
        unit: PIECE,
        usd: [1, 15],
      },
      {
        slug: 'floodlights',
        name: t('Floodlights', '投光灯'),
        icon: 'light-flood-down',
        nouns: [noun('Floodlight', '投光灯', 'light-flood-down'), noun('High Bay Light', '工矿灯', 'ceiling-light')],
        specs: ['50W', '100W', '150W', '200W'],
        unit: PIECE,
        usd: [12, 160],
      },
      {
        slug: 'emergency-lighting',
        name: t('Emergency Lighting', '应急照明'),
        icon: 'exit-run',
        nouns: [noun('Exit Sign', '安全出口指示灯', 'exit-run'), noun('Emergency Light', '应急灯', 'alarm-light')],
        specs: [t('3h', '3小时'), t('90min', '90分钟'), t('Double-sided', '双面')],
        unit: PIECE,
        usd: [6, 50],
      },
    ],
  },
  {
    slug: 'cables',
    name: t('Cables & Wires', '电线电缆'),
    icon: 'cable-data',
    qualifiers: [t('Copper', '铜芯'), t('Shielded', '屏蔽'), t('Halogen-Free', '无卤'), t('Flexible', '软')],
    subs: [
      {
        slug: 'power-cables',
        name: t('Power Cables', '电力电缆'),
        icon: 'power-plug',
        nouns: [noun('Power Cable', '电力电缆', 'power-plug'), noun('Building Wire', '电线', 'cable-data')],
        specs: ['BV 2.5mm²', 'BV 4mm²', 'YJV 3x10mm²', 'RVV 3x1.5mm²'],
        unit: ROLL,
        usd: [20, 400],
      },
      {
        slug: 'data-cables',
        name: t('Data Cables', '网络数据线'),
        icon: 'ethernet-cable',
        nouns: [noun('Network Cable', '网线', 'ethernet-cable'), noun('Patch Cord', '跳线', 'ethernet')],
        specs: ['Cat5e 305m', 'Cat6 305m', 'Cat6 2m', 'Cat6A 1m'],
        unit: ROLL,
        usd: [2, 180],
      },
      {
        slug: 'cable-management',
        name: t('Cable Management', '线缆管理'),
        icon: 'tray',
        nouns: [
          noun('Cable Tie', '扎带', 'cable-data'),
          noun('Cable Tray', '桥架', 'tray'),
          noun('Wire Duct', '走线槽', 'pipe'),
        ],
        specs: ['4.8x200mm', '3.6x150mm', '100x50', '40x40'],
        unit: PACK,
        usd: [2, 60],
      },
    ],
  },
  {
    slug: 'adhesives',
    name: t('Adhesives & Sealants', '胶粘剂与密封胶'),
    icon: 'water',
    qualifiers: [
      t('Fast-Curing', '快干'),
      t('High-Strength', '高强度'),
      t('Heat-Resistant', '耐高温'),
      t('Waterproof', '防水'),
    ],
    subs: [
      {
        slug: 'glues',
        name: t('Glues', '胶水'),
        icon: 'water',
        nouns: [
          noun('Epoxy Adhesive', '环氧胶', 'water'),
          noun('Instant Adhesive', '瞬干胶', 'water'),
          noun('Threadlocker', '螺纹锁固胶', 'bottle-tonic'),
        ],
        specs: ['20g', '50ml', '250ml', '1kg'],
        unit: BOTTLE,
        usd: [2, 40],
      },
      {
        slug: 'sealants',
        name: t('Sealants', '密封胶'),
        icon: 'bottle-soda',
        nouns: [
          noun('Silicone Sealant', '硅酮密封胶', 'bottle-soda'),
          noun('PU Sealant', '聚氨酯密封胶', 'bottle-soda'),
        ],
        specs: ['300ml', '600ml', t('Clear', '透明'), t('Grey', '灰色')],
        unit: PIECE,
        usd: [2, 20],
      },
      {
        slug: 'industrial-tapes',
        name: t('Industrial Tapes', '工业胶带'),
        icon: 'paper-roll',
        nouns: [
          noun('Double-Sided Tape', '双面胶带', 'paper-roll'),
          noun('Insulating Tape', '绝缘胶带', 'paper-roll'),
          noun('Warning Tape', '警示胶带', 'sign-caution'),
        ],
        specs: ['12mm x 10m', '19mm x 20m', '48mm x 33m'],
        unit: ROLL,
        usd: [1, 15],
      },
    ],
  },
  {
    slug: 'abrasives',
    name: t('Abrasives', '磨料磨具'),
    icon: 'saw-blade',
    qualifiers: [
      t('Aluminium Oxide', '氧化铝'),
      t('Zirconia', '锆刚玉'),
      t('Silicon Carbide', '碳化硅'),
      t('Diamond', '金刚石'),
    ],
    subs: [
      {
        slug: 'grinding-wheels',
        name: t('Grinding Wheels', '砂轮'),
        icon: 'saw-blade',
        nouns: [noun('Grinding Disc', '磨片', 'album'), noun('Cutting Disc', '切割片', 'saw-blade')],
        specs: ['100x6x16', '125x1.2x22', '180x3x22', '350x3x25'],
        unit: PIECE,
        usd: [1, 25],
      },
      {
        slug: 'sandpaper',
        name: t('Sandpaper & Discs', '砂纸与砂盘'),
        icon: 'texture-box',
        nouns: [noun('Sanding Sheet', '砂纸', 'texture-box'), noun('Flap Disc', '百叶片', 'tire')],
        specs: ['P80', 'P120', 'P240', 'P400'],
        unit: PACK,
        usd: [2, 30],
      },
      {
        slug: 'polishing',
        name: t('Polishing', '抛光'),
        icon: 'circle-double',
        nouns: [noun('Polishing Wheel', '抛光轮', 'circle-double'), noun('Polishing Compound', '抛光膏', 'cube')],
        specs: ['100mm', '150mm', t('Green', '绿色'), t('White', '白色')],
        unit: PIECE,
        usd: [2, 25],
      },
    ],
  },
  {
    slug: 'material-handling',
    name: t('Material Handling', '搬运存储'),
    icon: 'forklift',
    qualifiers: [t('Heavy-Duty', '重型'), t('Galvanized', '镀锌'), t('Foldable', '折叠'), t('Steel', '钢制')],
    subs: [
      {
        slug: 'trolleys',
        name: t('Trolleys & Trucks', '手推车与搬运车'),
        icon: 'dolly',
        nouns: [
          noun('Hand Pallet Truck', '手动液压搬运车', 'forklift'),
          noun('Platform Trolley', '平板手推车', 'dolly'),
        ],
        specs: ['2T', '3T', '150kg', '300kg'],
        unit: UNIT,
        usd: [40, 600],
      },
      {
        slug: 'casters',
        name: t('Casters & Wheels', '脚轮'),
        icon: 'wheel',
        nouns: [noun('Swivel Caster', '万向脚轮', 'wheel'), noun('Fixed Caster', '定向脚轮', 'tire')],
        specs: [t('3 inch', '3英寸'), t('4 inch', '4英寸'), t('5 inch', '5英寸'), t('8 inch', '8英寸')],
        unit: PIECE,
        usd: [2, 25],
      },
      {
        slug: 'storage',
        name: t('Storage & Shelving', '货架与储物'),
        icon: 'library-shelves',
        nouns: [noun('Storage Rack', '仓储货架', 'library-shelves'), noun('Stackable Bin', '零件盒', 'archive')],
        specs: [t('4-tier', '四层'), t('5-tier', '五层'), t('Size 2', '2号'), t('Size 4', '4号')],
        unit: SET,
        usd: [3, 300],
      },
      {
        slug: 'lifting',
        name: t('Lifting', '起重'),
        icon: 'hook',
        nouns: [noun('Chain Hoist', '手拉葫芦', 'crane'), noun('Lifting Sling', '吊装带', 'hook')],
        specs: ['1T', '2T', '3T x 3m', '5T x 6m'],
        unit: PIECE,
        usd: [10, 350],
      },
    ],
  },
  {
    slug: 'hvac',
    name: t('HVAC', '暖通空调'),
    icon: 'fan',
    qualifiers: [t('Energy-Efficient', '高效'), t('Industrial', '工业级'), t('Quiet', '静音'), t('Galvanized', '镀锌')],
    subs: [
      {
        slug: 'fans',
        name: t('Fans & Blowers', '风机'),
        icon: 'fan',
        nouns: [
          noun('Axial Fan', '轴流风机', 'fan'),
          noun('Centrifugal Blower', '离心风机', 'weather-windy'),
          noun('Exhaust Fan', '排气扇', 'hvac'),
        ],
        specs: ['200mm', '300mm', '500mm', '1.1kW'],
        unit: UNIT,
        usd: [20, 500],
      },
      {
        slug: 'ducting',
        name: t('Ducting', '风管'),
        icon: 'hvac',
        nouns: [noun('Flexible Duct', '伸缩软管', 'pipe'), noun('Air Diffuser', '散流器', 'hvac')],
        specs: ['100mm', '150mm', '200mm', '300x300'],
        unit: PIECE,
        usd: [4, 60],
      },
      {
        slug: 'filters-hvac',
        name: t('Air Filters', '空气过滤器'),
        icon: 'air-filter',
        nouns: [
          noun('Panel Filter', '板式过滤器', 'air-filter'),
          noun('Bag Filter', '袋式过滤器', 'air-filter'),
          noun('HEPA Filter', '高效过滤器', 'air-purifier'),
        ],
        specs: ['G4 595x595', 'F7 592x592', 'H13 610x610'],
        unit: PIECE,
        usd: [8, 160],
      },
    ],
  },
  {
    slug: 'instrumentation',
    name: t('Instrumentation', '仪器仪表'),
    icon: 'gauge',
    qualifiers: [t('Digital', '数显'), t('Precision', '精密'), t('Handheld', '手持式'), t('Industrial', '工业级')],
    subs: [
      {
        slug: 'gauges',
        name: t('Pressure Gauges', '压力表'),
        icon: 'gauge',
        nouns: [noun('Pressure Gauge', '压力表', 'gauge'), noun('Pressure Transmitter', '压力变送器', 'gauge-full')],
        specs: ['0-1.6MPa', '0-10bar', '4-20mA', 'Y-100'],
        unit: PIECE,
        usd: [5, 220],
      },
      {
        slug: 'temperature',
        name: t('Temperature', '温度测量'),
        icon: 'thermometer',
        nouns: [
          noun('Thermocouple', '热电偶', 'thermometer-probe'),
          noun('Infrared Thermometer', '红外测温仪', 'thermometer'),
          noun('Temperature Controller', '温控器', 'thermostat'),
        ],
        specs: [t('K-type', 'K型'), 'PT100', '-50~550°C', '48x48'],
        unit: PIECE,
        usd: [6, 260],
      },
      {
        slug: 'testers',
        name: t('Electrical Testers', '电工仪表'),
        icon: 'meter-electric',
        nouns: [
          noun('Digital Multimeter', '数字万用表', 'meter-electric'),
          noun('Clamp Meter', '钳形表', 'meter-electric'),
          noun('Insulation Tester', '绝缘电阻测试仪', 'lightning-bolt-circle'),
        ],
        specs: ['600V', '1000V', '400A', '2500V'],
        unit: UNIT,
        usd: [12, 400],
      },
    ],
  },
];

export const BRANDS: Text[] = [
  t('Hengli', '恒力'),
  t('Deli', '得力'),
  t('Chint', '正泰'),
  t('Delixi', '德力西'),
  t('Kinsoon', '金顺'),
  t('Sanwei', '三维'),
  t('Tianyu', '天宇'),
  t('Greatwall', '长城'),
  t('Huayang', '华阳'),
  t('Jinlu', '金鹿'),
  t('Dongcheng', '东成'),
  t('Airtac', '亚德客'),
  t('Boshan', '博山'),
  t('Zhongxin', '中信'),
  t('Weida', '威达'),
  t('Yuhuan', '玉环'),
  t('Lanhai', '蓝海'),
  t('Ruifeng', '瑞丰'),
  t('Taida', '泰达'),
  t('Xinhe', '信合'),
  t('Orion Pro', '猎户座'),
  t('Northstar', '北极星'),
  t('Bluepeak', '蓝峰'),
  t('Everbright', '光大'),
];

export const CITIES: Text[] = [
  t('Ningbo', '宁波'),
  t('Suzhou', '苏州'),
  t('Wenzhou', '温州'),
  t('Dongguan', '东莞'),
  t('Shenzhen', '深圳'),
  t('Foshan', '佛山'),
  t('Qingdao', '青岛'),
  t('Tianjin', '天津'),
  t('Wuxi', '无锡'),
  t('Yiwu', '义乌'),
  t('Xiamen', '厦门'),
  t('Chengdu', '成都'),
];

export const QUALIFICATIONS: Text[] = [
  t('ISO 9001 certified manufacturer', 'ISO 9001 认证生产企业'),
  t('ISO 9001 and ISO 14001 certified', 'ISO 9001 与 ISO 14001 认证'),
  t('CE and RoHS compliant production', 'CE 与 RoHS 合规生产'),
  t('Authorized distributor with own warehouse', '授权经销商，自有仓库'),
  t('IATF 16949 certified factory', 'IATF 16949 认证工厂'),
];

export const USES: Text[] = [
  t('factories and workshops', '工厂与车间'),
  t('construction sites', '建筑工地'),
  t('maintenance and repair', '设备维修保养'),
  t('warehouses and logistics', '仓储物流'),
  t('laboratories and test rooms', '实验室与检测室'),
  t('offices and facilities', '办公与后勤'),
];

/** Home banners: bilingual title and subtitle, the category slug they lead to, and the artwork hue. */
export const BANNERS: { title: Text; subtitle: Text; categorySlug: string; hue: number }[] = [
  {
    title: t('Factory-direct fasteners', '工厂直供紧固件'),
    subtitle: t('Bulk prices on bolts, nuts and screws', '螺栓、螺母、螺钉批量价'),
    categorySlug: 'fasteners',
    hue: 210,
  },
  {
    title: t('Safety first', '安全第一'),
    subtitle: t('Certified PPE for every shift', '认证劳保用品，守护每一班'),
    categorySlug: 'safety-ppe',
    hue: 30,
  },
  {
    title: t('Stock up the lab', '实验室备货季'),
    subtitle: t('Glassware and consumables, ready to ship', '玻璃器皿与耗材，现货速发'),
    categorySlug: 'lab-supplies',
    hue: 160,
  },
  {
    title: t('Power tools week', '电动工具周'),
    subtitle: t('Drills, grinders and more from top brands', '电钻、角磨机等品牌好货'),
    categorySlug: 'tools',
    hue: 0,
  },
  {
    title: t('Pack and ship for less', '包装省心又省钱'),
    subtitle: t('Cartons, tapes and film by the pallet', '纸箱、胶带、缠绕膜整托批发'),
    categorySlug: 'packaging',
    hue: 45,
  },
];

/** Top categories shown on the home page, in order. */
export const RECOMMENDED_CATEGORY_SLUGS = [
  'fasteners',
  'bearings',
  'electrical',
  'safety-ppe',
  'tools',
  'packaging',
  'lab-supplies',
  'office',
  'pneumatics',
  'lighting',
];
