/** The bilingual word lists the demo catalogue is built from. Data only; generate.ts combines them. */

export interface Text {
  en: string;
  zh: string;
}

export interface SubCategoryDef {
  slug: string;
  name: Text;
  /** What is sold; a product name is `qualifier + noun + spec`. */
  nouns: Text[];
  specs: string[];
  unit: Text;
  /** Unit price range in US dollars. */
  usd: [number, number];
}

export interface TopCategoryDef {
  slug: string;
  name: Text;
  qualifiers: Text[];
  subs: SubCategoryDef[];
}

const t = (en: string, zh: string): Text => ({ en, zh });

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
        nouns: [t('Hex Bolt', '六角螺栓'), t('Carriage Bolt', '马车螺栓'), t('Flange Bolt', '法兰螺栓')],
        specs: ['M6x20', 'M8x30', 'M10x40', 'M12x50', 'M16x60'],
        unit: BOX,
        usd: [3, 40],
      },
      {
        slug: 'nuts',
        name: t('Nuts', '螺母'),
        nouns: [t('Hex Nut', '六角螺母'), t('Lock Nut', '防松螺母'), t('Wing Nut', '蝶形螺母')],
        specs: ['M5', 'M6', 'M8', 'M10', 'M12'],
        unit: BOX,
        usd: [2, 25],
      },
      {
        slug: 'screws',
        name: t('Screws', '螺钉'),
        nouns: [t('Socket Cap Screw', '内六角螺钉'), t('Self-Tapping Screw', '自攻螺钉'), t('Machine Screw', '机螺钉')],
        specs: ['M3x10', 'M4x12', 'M5x16', 'ST4.2x19', 'M6x25'],
        unit: BOX,
        usd: [2, 30],
      },
      {
        slug: 'washers',
        name: t('Washers', '垫圈'),
        nouns: [t('Flat Washer', '平垫圈'), t('Spring Washer', '弹簧垫圈')],
        specs: ['M6', 'M8', 'M10', 'M12', 'M20'],
        unit: PACK,
        usd: [1, 12],
      },
      {
        slug: 'anchors',
        name: t('Anchors', '锚栓'),
        nouns: [t('Expansion Anchor', '膨胀螺栓'), t('Wedge Anchor', '楔形锚栓')],
        specs: ['M8x80', 'M10x100', 'M12x120'],
        unit: BOX,
        usd: [6, 60],
      },
    ],
  },
  {
    slug: 'bearings',
    name: t('Bearings', '轴承'),
    qualifiers: [t('Sealed', '密封'), t('Open', '开式'), t('High-Speed', '高速'), t('Chrome Steel', '铬钢')],
    subs: [
      {
        slug: 'ball-bearings',
        name: t('Ball Bearings', '球轴承'),
        nouns: [t('Deep Groove Ball Bearing', '深沟球轴承'), t('Angular Contact Bearing', '角接触轴承')],
        specs: ['6201-2RS', '6203-2RS', '6205-ZZ', '6305-2RS', '7205B'],
        unit: PIECE,
        usd: [2, 45],
      },
      {
        slug: 'roller-bearings',
        name: t('Roller Bearings', '滚子轴承'),
        nouns: [t('Tapered Roller Bearing', '圆锥滚子轴承'), t('Cylindrical Roller Bearing', '圆柱滚子轴承')],
        specs: ['30205', '32208', 'NU205', 'NJ306'],
        unit: PIECE,
        usd: [8, 120],
      },
      {
        slug: 'bearing-units',
        name: t('Mounted Bearing Units', '带座轴承'),
        nouns: [t('Pillow Block Bearing', '立式座轴承'), t('Flange Bearing Unit', '菱形座轴承')],
        specs: ['UCP204', 'UCP205', 'UCFL206', 'UCF208'],
        unit: PIECE,
        usd: [6, 80],
      },
      {
        slug: 'linear-motion',
        name: t('Linear Motion', '直线运动'),
        nouns: [t('Linear Bearing', '直线轴承'), t('Linear Guide Rail', '直线导轨')],
        specs: ['LM8UU', 'LM12UU', 'HGR15', 'HGR20'],
        unit: PIECE,
        usd: [3, 150],
      },
    ],
  },
  {
    slug: 'electrical',
    name: t('Electrical', '电气'),
    qualifiers: [t('Industrial', '工业级'), t('Modular', '模块化'), t('Weatherproof', '防水'), t('Compact', '紧凑型')],
    subs: [
      {
        slug: 'circuit-breakers',
        name: t('Circuit Breakers', '断路器'),
        nouns: [t('Miniature Circuit Breaker', '微型断路器'), t('Residual Current Breaker', '漏电断路器')],
        specs: ['1P 16A', '2P 32A', '3P 63A', '4P 40A'],
        unit: PIECE,
        usd: [5, 90],
      },
      {
        slug: 'relays-contactors',
        name: t('Relays & Contactors', '继电器与接触器'),
        nouns: [t('AC Contactor', '交流接触器'), t('Intermediate Relay', '中间继电器')],
        specs: ['9A 220V', '18A 380V', '24VDC 8-pin', '32A 220V'],
        unit: PIECE,
        usd: [4, 70],
      },
      {
        slug: 'switches-sockets',
        name: t('Switches & Sockets', '开关插座'),
        nouns: [t('Wall Switch', '墙壁开关'), t('Industrial Socket', '工业插座')],
        specs: ['10A 1-gang', '16A 2-gang', '32A 3P+E', '63A 3P+N+E'],
        unit: PIECE,
        usd: [2, 40],
      },
      {
        slug: 'enclosures',
        name: t('Enclosures', '配电箱'),
        nouns: [t('Distribution Box', '配电箱'), t('Junction Box', '接线盒')],
        specs: ['IP65 200x150', 'IP66 300x250', '12-way', '24-way'],
        unit: PIECE,
        usd: [8, 160],
      },
    ],
  },
  {
    slug: 'packaging',
    name: t('Packaging', '包装'),
    qualifiers: [t('Heavy-Duty', '加厚'), t('Recyclable', '可回收'), t('Transparent', '透明'), t('Kraft', '牛皮纸')],
    subs: [
      {
        slug: 'cartons',
        name: t('Cartons', '纸箱'),
        nouns: [t('Corrugated Carton', '瓦楞纸箱'), t('Mailer Box', '快递纸盒')],
        specs: ['300x200x150', '400x300x250', '600x400x400', 'A4'],
        unit: PACK,
        usd: [5, 60],
      },
      {
        slug: 'tapes',
        name: t('Packing Tapes', '封箱胶带'),
        nouns: [t('Packing Tape', '封箱胶带'), t('Filament Tape', '纤维胶带')],
        specs: ['48mm x 100m', '60mm x 150m', '24mm x 50m'],
        unit: ROLL,
        usd: [1, 8],
      },
      {
        slug: 'stretch-film',
        name: t('Stretch Film', '缠绕膜'),
        nouns: [t('Stretch Wrap Film', '缠绕膜'), t('Shrink Film', '热收缩膜')],
        specs: ['500mm 23um', '450mm 20um', '1500mm 17um'],
        unit: ROLL,
        usd: [6, 45],
      },
      {
        slug: 'cushioning',
        name: t('Cushioning', '缓冲材料'),
        nouns: [t('Bubble Wrap', '气泡膜'), t('Foam Sheet', '珍珠棉')],
        specs: ['1m x 50m', '0.5m x 100m', '3mm', '10mm'],
        unit: ROLL,
        usd: [8, 50],
      },
    ],
  },
  {
    slug: 'safety-ppe',
    name: t('Safety & PPE', '安全防护'),
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
        nouns: [t('Nitrile Coated Glove', '丁腈涂层手套'), t('Leather Work Glove', '皮革手套')],
        specs: ['Size M', 'Size L', 'Size XL', 'Level 5'],
        unit: PAIR,
        usd: [1, 20],
      },
      {
        slug: 'head-eye',
        name: t('Head & Eye Protection', '头部与眼部防护'),
        nouns: [t('Safety Helmet', '安全帽'), t('Safety Goggles', '护目镜'), t('Face Shield', '防护面屏')],
        specs: ['EN397', 'ANSI Z87.1', 'ABS', 'PC Lens'],
        unit: PIECE,
        usd: [3, 35],
      },
      {
        slug: 'respiratory',
        name: t('Respiratory Protection', '呼吸防护'),
        nouns: [t('Particulate Respirator', '防尘口罩'), t('Half-Face Respirator', '半面罩')],
        specs: ['KN95', 'FFP2', 'FFP3', 'P100'],
        unit: BOX,
        usd: [5, 60],
      },
      {
        slug: 'footwear-clothing',
        name: t('Footwear & Clothing', '防护鞋服'),
        nouns: [t('Safety Shoe', '安全鞋'), t('High-Visibility Vest', '反光背心'), t('Coverall', '连体工作服')],
        specs: ['S1P', 'S3', 'Class 2', 'Size 42'],
        unit: PIECE,
        usd: [4, 80],
      },
    ],
  },
  {
    slug: 'lab-supplies',
    name: t('Lab Supplies', '实验室用品'),
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
        nouns: [t('Beaker', '烧杯'), t('Volumetric Flask', '容量瓶'), t('Measuring Cylinder', '量筒')],
        specs: ['50ml', '250ml', '500ml', '1000ml'],
        unit: PIECE,
        usd: [2, 40],
      },
      {
        slug: 'pipettes',
        name: t('Pipettes & Tips', '移液器与吸头'),
        nouns: [t('Pipette Tip', '移液吸头'), t('Adjustable Pipette', '可调移液器')],
        specs: ['10ul', '200ul', '1000ul', '5ml'],
        unit: BOX,
        usd: [4, 180],
      },
      {
        slug: 'consumables',
        name: t('Lab Consumables', '实验耗材'),
        nouns: [t('Centrifuge Tube', '离心管'), t('Petri Dish', '培养皿'), t('Filter Paper', '滤纸')],
        specs: ['1.5ml', '15ml', '50ml', '90mm'],
        unit: PACK,
        usd: [3, 50],
      },
      {
        slug: 'lab-equipment',
        name: t('Lab Equipment', '实验设备'),
        nouns: [t('Magnetic Stirrer', '磁力搅拌器'), t('Digital Balance', '电子天平'), t('Hot Plate', '加热板')],
        specs: ['0.01g', '0.1mg', '2L', '5L'],
        unit: UNIT,
        usd: [60, 900],
      },
    ],
  },
  {
    slug: 'office',
    name: t('Office Supplies', '办公用品'),
    qualifiers: [t('Premium', '优质'), t('Eco', '环保'), t('Business', '商务'), t('Standard', '标准')],
    subs: [
      {
        slug: 'paper',
        name: t('Paper', '纸张'),
        nouns: [t('Copy Paper', '复印纸'), t('Notebook', '笔记本')],
        specs: ['A4 70g', 'A4 80g', 'A3 80g', 'B5'],
        unit: PACK,
        usd: [2, 30],
      },
      {
        slug: 'writing',
        name: t('Writing Instruments', '书写工具'),
        nouns: [t('Gel Pen', '中性笔'), t('Marker Pen', '记号笔'), t('Highlighter', '荧光笔')],
        specs: ['0.5mm', '0.7mm', 'Black', 'Blue'],
        unit: BOX,
        usd: [2, 20],
      },
      {
        slug: 'filing',
        name: t('Filing & Storage', '文件收纳'),
        nouns: [t('Lever Arch File', '档案夹'), t('Document Tray', '文件盘')],
        specs: ['A4 75mm', 'A4 50mm', '3-tier'],
        unit: PIECE,
        usd: [2, 25],
      },
      {
        slug: 'desk',
        name: t('Desk Accessories', '桌面用品'),
        nouns: [t('Stapler', '订书机'), t('Paper Shredder', '碎纸机'), t('Label Printer', '标签打印机')],
        specs: ['24/6', '12-sheet', '20-sheet', '12mm'],
        unit: PIECE,
        usd: [4, 200],
      },
    ],
  },
  {
    slug: 'tools',
    name: t('Tools', '工具'),
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
        nouns: [t('Combination Wrench', '两用扳手'), t('Screwdriver Set', '螺丝刀套装'), t('Pliers', '钳子')],
        specs: ['8mm', '10mm', '13mm', '6-piece', '200mm'],
        unit: PIECE,
        usd: [3, 60],
      },
      {
        slug: 'power-tools',
        name: t('Power Tools', '电动工具'),
        nouns: [t('Impact Drill', '冲击钻'), t('Angle Grinder', '角磨机'), t('Rotary Hammer', '电锤')],
        specs: ['18V', '20V', '710W', '1200W'],
        unit: UNIT,
        usd: [40, 400],
      },
      {
        slug: 'measuring-tools',
        name: t('Measuring Tools', '测量工具'),
        nouns: [t('Digital Caliper', '数显卡尺'), t('Tape Measure', '卷尺'), t('Spirit Level', '水平尺')],
        specs: ['150mm', '300mm', '5m', '600mm'],
        unit: PIECE,
        usd: [3, 120],
      },
      {
        slug: 'tool-storage',
        name: t('Tool Storage', '工具收纳'),
        nouns: [t('Tool Box', '工具箱'), t('Tool Cabinet', '工具柜')],
        specs: ['3-drawer', '5-drawer', '7-drawer', '18-inch'],
        unit: PIECE,
        usd: [15, 450],
      },
    ],
  },
  {
    slug: 'pumps-valves',
    name: t('Pumps & Valves', '泵与阀门'),
    qualifiers: [t('Cast Iron', '铸铁'), t('Stainless Steel', '不锈钢'), t('PVC', 'PVC'), t('Brass', '黄铜')],
    subs: [
      {
        slug: 'pumps',
        name: t('Pumps', '泵'),
        nouns: [t('Centrifugal Pump', '离心泵'), t('Submersible Pump', '潜水泵'), t('Diaphragm Pump', '隔膜泵')],
        specs: ['0.75kW', '1.5kW', '2.2kW', '4kW'],
        unit: UNIT,
        usd: [80, 1200],
      },
      {
        slug: 'ball-valves',
        name: t('Ball Valves', '球阀'),
        nouns: [t('Ball Valve', '球阀'), t('Three-Way Ball Valve', '三通球阀')],
        specs: ['DN15', 'DN25', 'DN50', 'DN80'],
        unit: PIECE,
        usd: [4, 150],
      },
      {
        slug: 'gate-check-valves',
        name: t('Gate & Check Valves', '闸阀与止回阀'),
        nouns: [t('Gate Valve', '闸阀'), t('Check Valve', '止回阀'), t('Butterfly Valve', '蝶阀')],
        specs: ['DN25 PN16', 'DN50 PN16', 'DN100 PN10'],
        unit: PIECE,
        usd: [10, 300],
      },
    ],
  },
  {
    slug: 'pneumatics',
    name: t('Pneumatics', '气动元件'),
    qualifiers: [t('Aluminium', '铝合金'), t('Compact', '紧凑型'), t('Double-Acting', '双作用'), t('Standard', '标准')],
    subs: [
      {
        slug: 'cylinders',
        name: t('Air Cylinders', '气缸'),
        nouns: [t('Pneumatic Cylinder', '气缸'), t('Mini Cylinder', '迷你气缸')],
        specs: ['32x100', '40x150', '50x200', '16x50'],
        unit: PIECE,
        usd: [10, 140],
      },
      {
        slug: 'solenoid-valves',
        name: t('Solenoid Valves', '电磁阀'),
        nouns: [t('Solenoid Valve', '电磁阀'), t('Manifold Valve', '汇流板阀')],
        specs: ['4V210-08 24V', '4V310-10 220V', '5/2 G1/4'],
        unit: PIECE,
        usd: [8, 90],
      },
      {
        slug: 'fittings-tubing',
        name: t('Fittings & Tubing', '接头与气管'),
        nouns: [t('Push-In Fitting', '快插接头'), t('PU Air Hose', 'PU气管')],
        specs: ['6mm', '8mm', '10mm', '12mm'],
        unit: PACK,
        usd: [2, 30],
      },
      {
        slug: 'air-prep',
        name: t('Air Preparation', '气源处理'),
        nouns: [t('Filter Regulator', '过滤减压阀'), t('Lubricator', '油雾器')],
        specs: ['G1/4', 'G3/8', 'G1/2'],
        unit: PIECE,
        usd: [8, 70],
      },
    ],
  },
  {
    slug: 'hydraulics',
    name: t('Hydraulics', '液压'),
    qualifiers: [t('High-Pressure', '高压'), t('Steel', '钢制'), t('Heavy-Duty', '重型'), t('Industrial', '工业级')],
    subs: [
      {
        slug: 'hydraulic-hoses',
        name: t('Hydraulic Hoses', '液压软管'),
        nouns: [t('Hydraulic Hose', '液压软管'), t('Hose Assembly', '软管总成')],
        specs: ['1/4" 2SN', '3/8" 2SN', '1/2" 4SH', '3/4" 1SN'],
        unit: METER,
        usd: [3, 40],
      },
      {
        slug: 'hydraulic-pumps',
        name: t('Hydraulic Pumps', '液压泵'),
        nouns: [t('Gear Pump', '齿轮泵'), t('Vane Pump', '叶片泵')],
        specs: ['CBN-E310', 'PV2R1-14', '10cc', '25cc'],
        unit: UNIT,
        usd: [60, 600],
      },
      {
        slug: 'hydraulic-cylinders',
        name: t('Hydraulic Cylinders', '液压缸'),
        nouns: [t('Hydraulic Cylinder', '液压油缸'), t('Hydraulic Jack', '液压千斤顶')],
        specs: ['63x200', '80x300', '10T', '20T'],
        unit: UNIT,
        usd: [40, 500],
      },
    ],
  },
  {
    slug: 'welding',
    name: t('Welding', '焊接'),
    qualifiers: [t('Inverter', '逆变'), t('Portable', '便携式'), t('Industrial', '工业级'), t('Low-Spatter', '低飞溅')],
    subs: [
      {
        slug: 'welders',
        name: t('Welding Machines', '焊机'),
        nouns: [t('MIG Welder', '二保焊机'), t('TIG Welder', '氩弧焊机'), t('Stick Welder', '电焊机')],
        specs: ['200A', '250A', '315A', '500A'],
        unit: UNIT,
        usd: [150, 1500],
      },
      {
        slug: 'consumables-welding',
        name: t('Welding Consumables', '焊材'),
        nouns: [t('Welding Wire', '焊丝'), t('Welding Electrode', '焊条')],
        specs: ['ER70S-6 0.8mm', 'ER70S-6 1.0mm', 'E6013 3.2mm', 'E7018 4.0mm'],
        unit: BOX,
        usd: [10, 90],
      },
      {
        slug: 'welding-safety',
        name: t('Welding Protection', '焊接防护'),
        nouns: [t('Auto-Darkening Helmet', '自动变光面罩'), t('Welding Glove', '焊工手套')],
        specs: ['DIN 9-13', 'Size L', 'Size XL'],
        unit: PIECE,
        usd: [5, 120],
      },
    ],
  },
  {
    slug: 'cleaning',
    name: t('Cleaning', '清洁用品'),
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
        nouns: [t('Degreaser', '除油剂'), t('Floor Cleaner', '地面清洁剂'), t('Disinfectant', '消毒液')],
        specs: ['1L', '5L', '20L'],
        unit: BOTTLE,
        usd: [3, 60],
      },
      {
        slug: 'wipes',
        name: t('Wipes & Absorbents', '擦拭与吸附'),
        nouns: [t('Industrial Wiper', '工业擦拭布'), t('Oil Absorbent Pad', '吸油棉')],
        specs: ['100 sheets', '200 sheets', '40x50cm'],
        unit: PACK,
        usd: [4, 70],
      },
      {
        slug: 'equipment-cleaning',
        name: t('Cleaning Equipment', '清洁设备'),
        nouns: [t('Wet & Dry Vacuum', '干湿两用吸尘器'), t('Floor Scrubber', '洗地机'), t('Mop Bucket', '拖把桶')],
        specs: ['30L', '60L', '80L', '20L'],
        unit: UNIT,
        usd: [20, 800],
      },
    ],
  },
  {
    slug: 'lighting',
    name: t('Lighting', '照明'),
    qualifiers: [t('LED', 'LED'), t('Explosion-Proof', '防爆'), t('Energy-Saving', '节能'), t('Dimmable', '可调光')],
    subs: [
      {
        slug: 'bulbs-tubes',
        name: t('Bulbs & Tubes', '灯泡与灯管'),
        nouns: [t('Bulb', '球泡灯'), t('T8 Tube', 'T8灯管')],
        specs: ['9W E27', '12W E27', '18W 1.2m', '24W 1.5m'],
        unit: PIECE,
        usd: [1, 15],
      },
      {
        slug: 'floodlights',
        name: t('Floodlights', '投光灯'),
        nouns: [t('Floodlight', '投光灯'), t('High Bay Light', '工矿灯')],
        specs: ['50W', '100W', '150W', '200W'],
        unit: PIECE,
        usd: [12, 160],
      },
      {
        slug: 'emergency-lighting',
        name: t('Emergency Lighting', '应急照明'),
        nouns: [t('Exit Sign', '安全出口指示灯'), t('Emergency Light', '应急灯')],
        specs: ['3h', '90min', 'Double-sided'],
        unit: PIECE,
        usd: [6, 50],
      },
    ],
  },
  {
    slug: 'cables',
    name: t('Cables & Wires', '电线电缆'),
    qualifiers: [t('Copper', '铜芯'), t('Shielded', '屏蔽'), t('Halogen-Free', '无卤'), t('Flexible', '软')],
    subs: [
      {
        slug: 'power-cables',
        name: t('Power Cables', '电力电缆'),
        nouns: [t('Power Cable', '电力电缆'), t('Building Wire', '电线')],
        specs: ['BV 2.5mm²', 'BV 4mm²', 'YJV 3x10mm²', 'RVV 3x1.5mm²'],
        unit: ROLL,
        usd: [20, 400],
      },
      {
        slug: 'data-cables',
        name: t('Data Cables', '网络数据线'),
        nouns: [t('Network Cable', '网线'), t('Patch Cord', '跳线')],
        specs: ['Cat5e 305m', 'Cat6 305m', 'Cat6 2m', 'Cat6A 1m'],
        unit: ROLL,
        usd: [2, 180],
      },
      {
        slug: 'cable-management',
        name: t('Cable Management', '线缆管理'),
        nouns: [t('Cable Tie', '扎带'), t('Cable Tray', '桥架'), t('Wire Duct', '走线槽')],
        specs: ['4.8x200mm', '3.6x150mm', '100x50', '40x40'],
        unit: PACK,
        usd: [2, 60],
      },
    ],
  },
  {
    slug: 'adhesives',
    name: t('Adhesives & Sealants', '胶粘剂与密封胶'),
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
        nouns: [t('Epoxy Adhesive', '环氧胶'), t('Instant Adhesive', '瞬干胶'), t('Threadlocker', '螺纹锁固胶')],
        specs: ['20g', '50ml', '250ml', '1kg'],
        unit: BOTTLE,
        usd: [2, 40],
      },
      {
        slug: 'sealants',
        name: t('Sealants', '密封胶'),
        nouns: [t('Silicone Sealant', '硅酮密封胶'), t('PU Sealant', '聚氨酯密封胶')],
        specs: ['300ml', '600ml', 'Clear', 'Grey'],
        unit: PIECE,
        usd: [2, 20],
      },
      {
        slug: 'industrial-tapes',
        name: t('Industrial Tapes', '工业胶带'),
        nouns: [t('Double-Sided Tape', '双面胶带'), t('Insulating Tape', '绝缘胶带'), t('Warning Tape', '警示胶带')],
        specs: ['12mm x 10m', '19mm x 20m', '48mm x 33m'],
        unit: ROLL,
        usd: [1, 15],
      },
    ],
  },
  {
    slug: 'abrasives',
    name: t('Abrasives', '磨料磨具'),
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
        nouns: [t('Grinding Disc', '磨片'), t('Cutting Disc', '切割片')],
        specs: ['100x6x16', '125x1.2x22', '180x3x22', '350x3x25'],
        unit: PIECE,
        usd: [1, 25],
      },
      {
        slug: 'sandpaper',
        name: t('Sandpaper & Discs', '砂纸与砂盘'),
        nouns: [t('Sanding Sheet', '砂纸'), t('Flap Disc', '百叶片')],
        specs: ['P80', 'P120', 'P240', 'P400'],
        unit: PACK,
        usd: [2, 30],
      },
      {
        slug: 'polishing',
        name: t('Polishing', '抛光'),
        nouns: [t('Polishing Wheel', '抛光轮'), t('Polishing Compound', '抛光膏')],
        specs: ['100mm', '150mm', 'Green', 'White'],
        unit: PIECE,
        usd: [2, 25],
      },
    ],
  },
  {
    slug: 'material-handling',
    name: t('Material Handling', '搬运存储'),
    qualifiers: [t('Heavy-Duty', '重型'), t('Galvanized', '镀锌'), t('Foldable', '折叠'), t('Steel', '钢制')],
    subs: [
      {
        slug: 'trolleys',
        name: t('Trolleys & Trucks', '手推车与搬运车'),
        nouns: [t('Hand Pallet Truck', '手动液压搬运车'), t('Platform Trolley', '平板手推车')],
        specs: ['2T', '3T', '150kg', '300kg'],
        unit: UNIT,
        usd: [40, 600],
      },
      {
        slug: 'casters',
        name: t('Casters & Wheels', '脚轮'),
        nouns: [t('Swivel Caster', '万向脚轮'), t('Fixed Caster', '定向脚轮')],
        specs: ['3 inch', '4 inch', '5 inch', '8 inch'],
        unit: PIECE,
        usd: [2, 25],
      },
      {
        slug: 'storage',
        name: t('Storage & Shelving', '货架与储物'),
        nouns: [t('Storage Rack', '仓储货架'), t('Stackable Bin', '零件盒')],
        specs: ['4-tier', '5-tier', 'Size 2', 'Size 4'],
        unit: SET,
        usd: [3, 300],
      },
      {
        slug: 'lifting',
        name: t('Lifting', '起重'),
        nouns: [t('Chain Hoist', '手拉葫芦'), t('Lifting Sling', '吊装带')],
        specs: ['1T', '2T', '3T x 3m', '5T x 6m'],
        unit: PIECE,
        usd: [10, 350],
      },
    ],
  },
  {
    slug: 'hvac',
    name: t('HVAC', '暖通空调'),
    qualifiers: [t('Energy-Efficient', '高效'), t('Industrial', '工业级'), t('Quiet', '静音'), t('Galvanized', '镀锌')],
    subs: [
      {
        slug: 'fans',
        name: t('Fans & Blowers', '风机'),
        nouns: [t('Axial Fan', '轴流风机'), t('Centrifugal Blower', '离心风机'), t('Exhaust Fan', '排气扇')],
        specs: ['200mm', '300mm', '500mm', '1.1kW'],
        unit: UNIT,
        usd: [20, 500],
      },
      {
        slug: 'ducting',
        name: t('Ducting', '风管'),
        nouns: [t('Flexible Duct', '伸缩软管'), t('Air Diffuser', '散流器')],
        specs: ['100mm', '150mm', '200mm', '300x300'],
        unit: PIECE,
        usd: [4, 60],
      },
      {
        slug: 'filters-hvac',
        name: t('Air Filters', '空气过滤器'),
        nouns: [t('Panel Filter', '板式过滤器'), t('Bag Filter', '袋式过滤器'), t('HEPA Filter', '高效过滤器')],
        specs: ['G4 595x595', 'F7 592x592', 'H13 610x610'],
        unit: PIECE,
        usd: [8, 160],
      },
    ],
  },
  {
    slug: 'instrumentation',
    name: t('Instrumentation', '仪器仪表'),
    qualifiers: [t('Digital', '数显'), t('Precision', '精密'), t('Handheld', '手持式'), t('Industrial', '工业级')],
    subs: [
      {
        slug: 'gauges',
        name: t('Pressure Gauges', '压力表'),
        nouns: [t('Pressure Gauge', '压力表'), t('Pressure Transmitter', '压力变送器')],
        specs: ['0-1.6MPa', '0-10bar', '4-20mA', 'Y-100'],
        unit: PIECE,
        usd: [5, 220],
      },
      {
        slug: 'temperature',
        name: t('Temperature', '温度测量'),
        nouns: [
          t('Thermocouple', '热电偶'),
          t('Infrared Thermometer', '红外测温仪'),
          t('Temperature Controller', '温控器'),
        ],
        specs: ['K-type', 'PT100', '-50~550°C', '48x48'],
        unit: PIECE,
        usd: [6, 260],
      },
      {
        slug: 'testers',
        name: t('Electrical Testers', '电工仪表'),
        nouns: [
          t('Digital Multimeter', '数字万用表'),
          t('Clamp Meter', '钳形表'),
          t('Insulation Tester', '绝缘电阻测试仪'),
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
