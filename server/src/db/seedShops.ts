import { eq } from 'drizzle-orm'
import type { Db } from './driver'
import { cities, freeMealDeals, places, shopCategories, shops, vouchers } from './schema'

// Demo shop catalogue: the cities served (Guiyang, the default, and Zunyi, the
// province's second city: the natural next market of a Guiyang product, 1 hour away by high-speed
// rail), categories, takeaway shops with free-meal deals around real districts, and places for the
// address search. Images are drawn by scripts/draw-shop-images.mjs into server/public/shops/.
// Idempotent: a city, category, shop or place is inserted only when its natural key (city code,
// category name, shop or place name within its city) is missing; a shop's deal comes with the shop.

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

const CITIES = [
  { code: 'guiyang', name: '贵阳', latitude: 26.647, longitude: 106.630, sort: 0 },
  { code: 'zunyi', name: '遵义', latitude: 27.7255, longitude: 106.9274, sort: 1 },
] as const

type CityCode = (typeof CITIES)[number]['code']

/**
 * Categories in display order; the key names the icon (server/public/shops/icons/<key>.svg) and the
 * three photos (photos/<key>-1..3.jpg). Each photo shows one named dish (scripts/draw-shop-images.mjs),
 * listed here so a shop's `photos` can pick only the dishes it sells.
 */
const CATEGORIES = [
  { key: 'kuaican', name: '快餐简餐', dishes: ['辣子鸡盖饭', '两荤一素套餐', '回锅肉饭'] },
  { key: 'mifen', name: '米粉面馆', dishes: ['招牌牛肉粉', '红油肠旺面', '羊肉粉'] },
  { key: 'huoguo', name: '火锅串串', dishes: ['牛油红锅', '冷锅串串', '一人食小火锅'] },
  { key: 'shaokao', name: '烧烤夜宵', dishes: ['炭火烤串', '包浆豆腐', '烤五花'] },
  { key: 'naicha', name: '奶茶饮品', dishes: ['刺梨柠檬茶', '珍珠鲜奶茶', '鲜果茶'] },
  { key: 'tianpin', name: '甜品蛋糕', dishes: ['草莓奶油蛋糕', '芒果千层', '桂花冰粉'] },
  { key: 'zhaji', name: '炸鸡汉堡', dishes: ['脆皮炸鸡', '双层芝士牛堡', '汉堡套餐'] },
  { key: 'qingshi', name: '轻食沙拉', dishes: ['鸡胸能量碗', '牛油果沙拉', '轻食午餐'] },
  { key: 'qiancai', name: '地方菜', dishes: ['凯里红酸汤鱼', '遵义辣子鸡', '丝娃娃'] },
] as const

type CategoryKey = (typeof CATEGORIES)[number]['key']

/** Daily release windows [am start, am end, pm start, pm end]; start = end means no such window. */
const WINDOWS = {
  lunchDinner: ['10:00:00', '14:00:00', '16:00:00', '21:00:00'],
  early: ['09:30:00', '13:30:00', '17:00:00', '20:30:00'],
  lunchOnly: ['10:30:00', '14:00:00', '00:00:00', '00:00:00'],
  dinnerOnly: ['00:00:00', '00:00:00', '17:00:00', '22:00:00'],
  lateNight: ['00:00:00', '00:00:00', '18:00:00', '23:30:00'],
  allDay: ['09:00:00', '14:30:00', '14:30:00', '21:30:00'],
  /** A 24-hour shop releases slots at midnight and at noon. */
  roundTheClock: ['00:00:00', '12:00:00', '12:00:00', '23:59:59'],
} as const

interface DealSeed {
  /** Yuan: what the user pays, the rebate, the member's extra over it, the platform's minimum order. */
  order: number
  rebate: number
  memberExtra: number
  min: number
  am: number
  pm: number
  windows: keyof typeof WINDOWS
  /** Only members may grab it (会员专享). */
  memberOnly?: boolean
}

interface ShopSeed {
  city: CityCode
  /** The logo file: server/public/shops/logos/<logo>.jpg */
  logo: string
  name: string
  category: CategoryKey
  address: string
  latitude: number
  longitude: number
  /** Tags that are not about the deal: a deal's 满X返Y tag is derived from the deal when a shop is answered. */
  tags: string[]
  /**
   * Which photos of its category (1-3, see CATEGORIES' dishes) show what this shop sells; without
   * any, the shop's own logo is its only image, never another shop's dish.
   */
  photos?: (1 | 2 | 3)[]
  sales: number
  /** Out of 5. */
  rating: number
  phone: string
  hours: string
  description: string
  good?: boolean
  platform?: 'mt' | 'ele'
  deal?: DealSeed
}

const SHOPS: ShopSeed[] = [
  // ---- 贵阳 ----
  { city: 'guiyang', logo: 'huaxi-niuroufen', name: '老凯俚花溪牛肉粉（花果园店）', category: 'mifen', address: '南明区花果园购物中心B区1栋1层', latitude: 26.5712, longitude: 106.6891,
    photos: [1], tags: ['好评如潮', '贵阳老字号'], sales: 3260, rating: 4.8, phone: '0851-85561234', hours: '07:00-21:30', good: true, platform: 'mt',
    description: '三十年老汤熬制的花溪牛肉粉，牛肉现切、酸菜爽脆，配一碟糟辣椒是贵阳人的早餐标配。',
    deal: { order: 25, rebate: 20, memberExtra: 3, min: 25, am: 12, pm: 8, windows: 'lunchDinner' } },
  { city: 'guiyang', logo: 'changwang-mian', name: '贵阳肠旺面·喷水池老店', category: 'mifen', address: '云岩区中华北路喷水池荔星名店旁巷内12号', latitude: 26.5851, longitude: 106.7128,
    photos: [2], tags: ['好评如潮', '红油脆哨'], sales: 2890, rating: 4.7, phone: '0851-85821567', hours: '06:30-14:00', good: true, platform: 'ele',
    description: '鸡蛋面细韧爽滑，肥肠、血旺、脆哨一碗俱全，红油香而不燥，老贵阳的味道。',
    deal: { order: 22, rebate: 16, memberExtra: 2, min: 20, am: 10, pm: 0, windows: 'lunchOnly' } },
  { city: 'guiyang', logo: 'suantang-yu', name: '黔香阁酸汤鱼（观山湖店）', category: 'qiancai', address: '观山湖区长岭北路贵阳国际金融中心商务区2号楼1层', latitude: 26.6318, longitude: 106.6473,
    photos: [1], tags: ['招牌酸汤', '好评如潮'], sales: 1680, rating: 4.9, phone: '0851-84751288', hours: '10:30-22:00', good: true, platform: 'mt',
    description: '凯里红酸汤现熬，活鱼现杀，番茄、木姜子香气扑鼻；外卖单人份酸汤鱼配米饭。',
    deal: { order: 35, rebate: 25, memberExtra: 5, min: 35, am: 6, pm: 6, windows: 'lunchDinner' } },
  { city: 'guiyang', logo: 'silawa', name: '丝娃娃小作坊', category: 'qiancai', address: '南明区甲秀楼翠微巷8号', latitude: 26.5758, longitude: 106.7152,
    photos: [3], tags: ['新店'], sales: 760, rating: 4.6, phone: '0851-85990321', hours: '10:00-21:00', platform: 'ele',
    description: '二十多种素菜配薄如蝉翼的面皮，蘸上酸辣蘸水，一口一个贵阳小吃记忆。',
    deal: { order: 20, rebate: 15, memberExtra: 2, min: 18, am: 8, pm: 6, windows: 'early' } },
  { city: 'guiyang', logo: 'laomama-kuaican', name: '老妈快餐·贵阳北站店', category: 'kuaican', address: '观山湖区贵阳北站出站层东侧商业街A05', latitude: 26.6195, longitude: 106.6775,
    photos: [1, 2, 3], tags: ['出餐快'], sales: 4120, rating: 4.5, phone: '0851-86882345', hours: '06:00-22:00', platform: 'mt',
    description: '两荤一素现炒快餐，赶车也能十分钟出餐，辣子鸡、回锅肉是招牌。',
    deal: { order: 20, rebate: 15, memberExtra: 2, min: 20, am: 15, pm: 10, windows: 'allDay' } },
  { city: 'guiyang', logo: 'yeban-zhoupu', name: '夜半粥铺·24小时（花果园店）', category: 'kuaican', address: '南明区花果园彭家湾E区2栋1层', latitude: 26.5671, longitude: 106.6868, platform: 'mt',
    tags: ['24小时营业', '全天可抢'], sales: 2890, rating: 4.6, phone: '0851-85776024', hours: '00:00-24:00',
    description: '砂锅白粥、皮蛋瘦肉粥配贵阳小菜，通宵营业；霸王餐零点和中午各放一次名额。',
    deal: { order: 18, rebate: 12, memberExtra: 2, min: 18, am: 20, pm: 20, windows: 'roundTheClock' } },
  { city: 'guiyang', logo: 'huangmenji', name: '黔味黄焖鸡米饭（大十字店）', category: 'kuaican', address: '云岩区中华中路大十字广场负一层美食街18号', latitude: 26.5792, longitude: 106.7108,
    tags: ['米饭不限量'], sales: 3580, rating: 4.5, phone: '0851-85256677', hours: '10:00-22:00', platform: 'ele',
    description: '鸡腿肉砂锅焖制，汤汁浓郁拌饭香，可选微辣、中辣、特辣。',
    deal: { order: 18, rebate: 13, memberExtra: 2, min: 18, am: 10, pm: 10, windows: 'lunchDinner' } },
  { city: 'guiyang', logo: 'gaopo-chuanchuan', name: '高坡串串香（青云路店）', category: 'huoguo', address: '南明区青云路步行街32号', latitude: 26.5718, longitude: 106.7183,
    photos: [1, 2], tags: ['夜宵好去处'], sales: 1420, rating: 4.7, phone: '0851-85773399', hours: '16:00-02:00', good: true, platform: 'mt',
    description: '牛油红锅底现炒，冷锅串串一毛一串，外卖按份配送附赠蘸碟。',
    deal: { order: 30, rebate: 22, memberExtra: 4, min: 30, am: 0, pm: 12, windows: 'dinnerOnly' } },
  { city: 'guiyang', logo: 'niuza-huoguo', name: '山城牛杂火锅（世纪城店）', category: 'huoguo', address: '观山湖区金阳南路世纪城龙耀苑商业街3号', latitude: 26.6188, longitude: 106.6302,
    photos: [3], tags: ['一人食'], sales: 980, rating: 4.6, phone: '0851-84826655', hours: '11:00-23:00', platform: 'ele',
    description: '一人份牛杂小火锅，毛肚、牛肠、牛肉丸配自选素菜，外卖自带加热锅。',
    deal: { order: 32, rebate: 22, memberExtra: 3, min: 30, am: 5, pm: 8, windows: 'lunchDinner' } },
  { city: 'guiyang', logo: 'dongbei-shaokao', name: '老街烧烤·二七路', category: 'shaokao', address: '南明区二七路小吃街45号', latitude: 26.5643, longitude: 106.7046,
    photos: [2, 3], tags: ['深夜食堂'], sales: 2230, rating: 4.6, phone: '0851-85113388', hours: '17:00-03:00', platform: 'mt',
    description: '包浆豆腐、烤小土豆、烤五花，贵阳夜宵三件套；辣椒面自家石磨。',
    deal: { order: 28, rebate: 20, memberExtra: 3, min: 28, am: 0, pm: 15, windows: 'lateNight' } },
  { city: 'guiyang', logo: 'baojiang-doufu', name: '包浆豆腐王（大营坡店）', category: 'shaokao', address: '云岩区大营坡北京西路18号', latitude: 26.6021, longitude: 106.7112,
    photos: [2], tags: ['新店', '好评如潮'], sales: 640, rating: 4.8, phone: '0851-86503210', hours: '16:30-01:00',
    description: '石屏豆腐炭火慢烤，外焦里嫩爆浆，配折耳根蘸水。' },
  { city: 'guiyang', logo: 'chayu-naicha', name: '茶屿·鲜果茶（花果园店）', category: 'naicha', address: '南明区花果园M区购物中心1层128号', latitude: 26.5698, longitude: 106.6902,
    photos: [1, 3], tags: ['第二杯半价'], sales: 5210, rating: 4.7, phone: '0851-85562020', hours: '10:00-23:00', platform: 'mt',
    description: '每日现切水果、现萃茶底，招牌刺梨柠檬茶酸甜解腻，用的是贵州本地刺梨。',
    deal: { order: 15, rebate: 10, memberExtra: 2, min: 15, am: 20, pm: 20, windows: 'allDay' } },
  { city: 'guiyang', logo: 'yunwu-cha', name: '云雾奶茶铺（贵州大学店）', category: 'naicha', address: '花溪区贵州大学北区东门商业街6号', latitude: 26.4468, longitude: 106.6655,
    photos: [2], tags: ['学生最爱'], sales: 3970, rating: 4.6, phone: '0851-83621158', hours: '09:00-22:30', platform: 'ele',
    description: '都匀毛尖做茶底的鲜奶茶，清香回甘，珍珠每两小时现煮一次。',
    deal: { order: 16, rebate: 11, memberExtra: 2, min: 15, am: 10, pm: 15, windows: 'early' } },
  { city: 'guiyang', logo: 'mitang-dangao', name: '蜜糖工坊·蛋糕甜品', category: 'tianpin', address: '云岩区宝山北路贵州师范大学对面金鼎商厦1层', latitude: 26.5951, longitude: 106.7258,
    photos: [1, 2], tags: ['生日蛋糕'], sales: 860, rating: 4.8, phone: '0851-86789012', hours: '09:00-22:00', good: true, platform: 'mt',
    description: '动物奶油现做，杨梅芝士、芒果千层是招牌，生日蛋糕需提前两小时预订。',
    deal: { order: 30, rebate: 20, memberExtra: 4, min: 30, am: 4, pm: 6, windows: 'lunchDinner', memberOnly: true } },
  { city: 'guiyang', logo: 'shuangpi-nai', name: '阿婆双皮奶', category: 'tianpin', address: '南明区中华南路都市名园一楼19号', latitude: 26.5705, longitude: 106.7116,
    tags: ['老店', '甜而不腻'], sales: 1320, rating: 4.5, phone: '0851-85835566', hours: '10:00-22:30',
    description: '水牛奶双皮奶、姜撞奶，软糯红豆加料不加价。' },
  { city: 'guiyang', logo: 'kuaile-zhaji', name: '脆皮炸鸡研究所（未来方舟店）', category: 'zhaji', address: '云岩区未来方舟G9组团商业街2层', latitude: 26.6012, longitude: 106.7483,
    photos: [1], tags: ['现点现炸'], sales: 2750, rating: 4.6, phone: '0851-86251888', hours: '10:30-23:00', platform: 'ele',
    description: '整鸡腿现点现炸，外皮酥脆咔滋响，甘梅、辣椒、芝士三种撒粉可选。',
    deal: { order: 25, rebate: 18, memberExtra: 3, min: 25, am: 8, pm: 12, windows: 'lunchDinner' } },
  { city: 'guiyang', logo: 'niuba-hanbao', name: '牛霸手作汉堡（金阳店）', category: 'zhaji', address: '观山湖区林城西路世纪金源购物中心1层', latitude: 26.6171, longitude: 106.6472,
    photos: [2], tags: ['新店'], sales: 540, rating: 4.7, phone: '0851-84607777', hours: '10:00-22:00', platform: 'mt',
    description: '澳洲牛肉饼现煎，布里欧面包每日烘烤，双层芝士牛堡是招牌。',
    deal: { order: 28, rebate: 20, memberExtra: 4, min: 28, am: 6, pm: 0, windows: 'lunchOnly' } },
  { city: 'guiyang', logo: 'lvye-qingshi', name: '绿野轻食·沙拉碗', category: 'qingshi', address: '观山湖区林城东路中铁逸都国际写字楼1层', latitude: 26.6252, longitude: 106.6571,
    photos: [1, 3], tags: ['低卡', '白领午餐'], sales: 1190, rating: 4.7, phone: '0851-84990066', hours: '09:30-20:30', good: true, platform: 'ele',
    description: '鸡胸、牛肉、三文鱼三种主蛋白，搭配藜麦与时蔬，每份标注热量。',
    deal: { order: 26, rebate: 18, memberExtra: 3, min: 25, am: 10, pm: 5, windows: 'early' } },
  { city: 'guiyang', logo: 'qingqing-shala', name: '轻轻沙拉（国贸店）', category: 'qingshi', address: '云岩区中华北路国贸广场写字楼1层', latitude: 26.5868, longitude: 106.7127,
    photos: [1, 2], tags: ['减脂餐', '好评如潮'], sales: 870, rating: 4.6, phone: '0851-85507788', hours: '10:00-20:00',
    description: '牛油果鸡胸能量碗、低脂黑椒牛肉卷，酱汁分装可自选。' },
  { city: 'guiyang', logo: 'laguo-kuaican', name: '贵州辣子鸡饭（小河店）', category: 'kuaican', address: '经济技术开发区黄河路万科大都会商业街11号', latitude: 26.5263, longitude: 106.7045,
    photos: [1], tags: ['辣味十足'], sales: 1880, rating: 4.5, phone: '0851-83812211', hours: '10:00-21:30', platform: 'mt',
    description: '遵义辣子鸡做法，糍粑辣椒炒香，鸡肉外香里嫩，配米饭一绝。',
    deal: { order: 22, rebate: 16, memberExtra: 3, min: 22, am: 8, pm: 8, windows: 'lunchDinner' } },
  { city: 'guiyang', logo: 'tudou-kuaican', name: '洋芋粑粑铺（黔灵山店）', category: 'kuaican', address: '云岩区枣山路黔灵山公园东门对面22号', latitude: 26.5963, longitude: 106.7003,
    tags: ['小吃', '新店'], sales: 450, rating: 4.4, phone: '0851-86611234', hours: '08:00-20:00',
    description: '洋芋粑粑、炸洋芋、恋爱豆腐果，贵阳街头小吃一站买齐。' },
  { city: 'guiyang', logo: 'yangrou-fen', name: '水城羊肉粉（贵阳站店）', category: 'mifen', address: '南明区遵义路贵阳火车站广场西侧5号', latitude: 26.5608, longitude: 106.7096,
    photos: [3], tags: ['汤鲜味浓'], sales: 2140, rating: 4.6, phone: '0851-85798866', hours: '06:30-20:00', platform: 'ele',
    description: '羊骨熬汤十二小时，羊肉软烂不膻，加一勺糊辣椒最正宗。',
    deal: { order: 18, rebate: 13, memberExtra: 2, min: 18, am: 12, pm: 6, windows: 'early' } },
  { city: 'guiyang', logo: 'jiucai-kaoyu', name: '夜郎烤鱼（奥体中心店）', category: 'shaokao', address: '观山湖区观山西路奥体中心北门商业街7号', latitude: 26.6157, longitude: 106.6338,
    tags: ['两人餐'], sales: 920, rating: 4.7, phone: '0851-84112233', hours: '11:00-24:00', platform: 'mt',
    description: '清江鱼炭火烤制，豆豉、麻辣、酸汤三种口味，外卖配锡纸盒保温。',
    deal: { order: 35, rebate: 25, memberExtra: 5, min: 35, am: 3, pm: 8, windows: 'lunchDinner' } },
  { city: 'guiyang', logo: 'guihua-tang', name: '桂花糖水铺（花溪公园店）', category: 'tianpin', address: '花溪区花溪公园北门清溪路16号', latitude: 26.4322, longitude: 106.6755,
    photos: [3], tags: ['手作糖水'], sales: 690, rating: 4.6, phone: '0851-83855678', hours: '10:00-22:00', platform: 'ele',
    description: '桂花酒酿小圆子、冰粉、绿豆沙，夏天必点；冰粉用本地假酸浆籽手搓。',
    deal: { order: 15, rebate: 10, memberExtra: 2, min: 15, am: 0, pm: 10, windows: 'dinnerOnly' } },
  { city: 'guiyang', logo: 'jiangong-huoguo', name: '黔老三豆米火锅（龙洞堡店）', category: 'huoguo', address: '南明区龙洞堡见龙洞路航空港商业街9号', latitude: 26.5402, longitude: 106.7973,
    tags: ['豆米火锅', '老店'], sales: 610, rating: 4.5, phone: '0851-85490012', hours: '10:30-22:00',
    description: '四季豆米熬得沙糯，配腊肉、蔬菜煮锅，蘸水是灵魂。' },
  { city: 'guiyang', logo: 'kafei-heshe', name: '合社咖啡·东站店', category: 'naicha', address: '乌当区贵阳东站候车厅二层', latitude: 26.6175, longitude: 106.7796,
    tags: ['精品咖啡'], sales: 530, rating: 4.5, phone: '0851-86430099', hours: '07:30-21:00',
    description: '贵州本地咖啡豆烘焙，刺梨美式、糍粑拿铁是特色。' },
  // ---- 遵义 ----
  { city: 'zunyi', logo: 'zunyi-yangroufen', name: '遵义虾子羊肉粉（丁字口店）', category: 'mifen', address: '红花岗区中华路丁字口文化广场旁18号', latitude: 27.6951, longitude: 106.9248,
    photos: [3], tags: ['遵义名小吃'], sales: 2680, rating: 4.8, phone: '0851-28221234', hours: '06:30-20:30', good: true, platform: 'mt',
    description: '虾子镇老师傅掌勺，米粉细滑，羊肉片薄，红油辣而不燥。',
    deal: { order: 20, rebate: 15, memberExtra: 3, min: 20, am: 10, pm: 5, windows: 'early' } },
  { city: 'zunyi', logo: 'doufu-mian', name: '豆花面老店（会址店）', category: 'mifen', address: '红花岗区子尹路遵义会议会址对面46号', latitude: 27.6938, longitude: 106.9219,
    tags: ['老字号'], sales: 1540, rating: 4.7, phone: '0851-28256677', hours: '07:00-21:00', platform: 'ele',
    description: '手工宽面配嫩豆花，蘸油辣椒加肉末臊子，遵义人从小吃到大的味道。',
    deal: { order: 16, rebate: 11, memberExtra: 2, min: 15, am: 8, pm: 0, windows: 'lunchOnly' } },
  { city: 'zunyi', logo: 'laziji-zunyi', name: '刀口辣子鸡（汇川店）', category: 'qiancai', address: '汇川区上海路国贸城B座1层', latitude: 27.7195, longitude: 106.9331,
    photos: [2], tags: ['好评如潮'], sales: 1120, rating: 4.8, phone: '0851-27883366', hours: '10:30-21:30', platform: 'mt',
    description: '遵义辣子鸡正宗做法，糍粑辣椒慢炒两小时，香辣回甜。',
    deal: { order: 30, rebate: 22, memberExtra: 4, min: 30, am: 5, pm: 7, windows: 'lunchDinner', memberOnly: true } },
  { city: 'zunyi', logo: 'jidan-gao', name: '遵义鸡蛋糕·老味道', category: 'tianpin', address: '红花岗区老城南门关路3号', latitude: 27.6887, longitude: 106.9233,
    tags: ['老字号'], sales: 980, rating: 4.6, phone: '0851-28610088', hours: '08:00-21:00',
    description: '传统炉烤鸡蛋糕，松软蛋香，另有桃片糕、米皮。' },
  { city: 'zunyi', logo: 'zunyi-chuanchuan', name: '湘江边串串香', category: 'huoguo', address: '红花岗区凤凰北路湘江河畔美食街12号', latitude: 27.6973, longitude: 106.9186,
    tags: ['夜宵'], sales: 870, rating: 4.6, phone: '0851-28290011', hours: '16:00-01:00', platform: 'ele',
    description: '红汤串串按签计价，毛肚、郡肝、藕片必点，外卖附干碟湿碟。',
    deal: { order: 25, rebate: 18, memberExtra: 3, min: 25, am: 0, pm: 10, windows: 'dinnerOnly' } },
  { city: 'zunyi', logo: 'yike-kuaican', name: '医大食堂小炒（遵义医科大学店）', category: 'kuaican', address: '汇川区大连路遵义医科大学东门商业街5号', latitude: 27.7248, longitude: 106.9362,
    tags: ['学生价'], sales: 3320, rating: 4.4, phone: '0851-27612345', hours: '07:00-21:30', platform: 'mt',
    description: '现炒小炒菜盖饭，青椒肉丝、番茄炒蛋、鱼香肉丝，量大实惠。',
    deal: { order: 15, rebate: 11, memberExtra: 2, min: 15, am: 15, pm: 12, windows: 'lunchDinner' } },
  { city: 'zunyi', logo: 'xinpu-naicha', name: '鲜柠工坊（新蒲店）', category: 'naicha', address: '新蒲新区新蒲大道吾悦广场1层116号', latitude: 27.7066, longitude: 107.0452,
    photos: [1], tags: ['新店'], sales: 1260, rating: 4.6, phone: '0851-27991122', hours: '10:00-22:30', platform: 'ele',
    description: '手打香水柠檬茶，暴打渣男柠檬、刺梨柠檬双拼是招牌。',
    deal: { order: 15, rebate: 10, memberExtra: 2, min: 15, am: 12, pm: 12, windows: 'allDay' } },
  { city: 'zunyi', logo: 'zunyi-zhaji', name: '酷鸡堡炸鸡汉堡（遵义站店）', category: 'zhaji', address: '红花岗区北京路遵义站广场东侧9号', latitude: 27.6842, longitude: 106.9195,
    photos: [3], tags: ['出餐快'], sales: 1430, rating: 4.5, phone: '0851-28117788', hours: '09:00-22:00', platform: 'mt',
    description: '香辣鸡腿堡、原味炸鸡、薯条可乐套餐，出餐快适合赶车。',
    deal: { order: 22, rebate: 16, memberExtra: 3, min: 22, am: 6, pm: 6, windows: 'early' } },
  { city: 'zunyi', logo: 'zunyi-shaokao', name: '娄山关烧烤', category: 'shaokao', address: '汇川区珠海路夜市街28号', latitude: 27.7221, longitude: 106.9295,
    photos: [1], tags: ['深夜食堂', '好评如潮'], sales: 1050, rating: 4.7, phone: '0851-27745566', hours: '17:30-03:00', good: true,
    description: '烤牛肉串、烤猪脑花、烤茄子，遵义夜宵人气老店。' },
  { city: 'zunyi', logo: 'zunyi-qingshi', name: '绿叶沙拉（遵义师范学院店）', category: 'qingshi', address: '新蒲新区平安大道遵义师范学院南门3号', latitude: 27.7312, longitude: 107.0028,
    photos: [1, 3], tags: ['低卡', '新店'], sales: 420, rating: 4.5, phone: '0851-27660099', hours: '10:00-20:00',
    description: '鸡胸沙拉、全麦卷饼、冷压果汁，学生价轻食。' },
]

interface PlaceSeed {
  city: CityCode
  name: string
  address: string
  latitude: number
  longitude: number
}

const PLACES: PlaceSeed[] = [
  // 贵阳: malls, stations, universities, residential compounds, office towers
  { city: 'guiyang', name: '花果园购物中心', address: '南明区花果园大街', latitude: 26.5700, longitude: 106.6900 },
  { city: 'guiyang', name: '花果园M区', address: '南明区花果园大街花果园M区', latitude: 26.5688, longitude: 106.6915 },
  { city: 'guiyang', name: '贵阳北站', address: '观山湖区贵阳北站', latitude: 26.6190, longitude: 106.6780 },
  { city: 'guiyang', name: '贵阳站', address: '南明区遵义路1号', latitude: 26.5600, longitude: 106.7100 },
  { city: 'guiyang', name: '贵阳东站', address: '乌当区新添大道北段', latitude: 26.6180, longitude: 106.7800 },
  { city: 'guiyang', name: '贵阳龙洞堡国际机场', address: '南明区龙洞堡', latitude: 26.5385, longitude: 106.8010 },
  { city: 'guiyang', name: '喷水池', address: '云岩区中华北路与延安中路交叉口', latitude: 26.5840, longitude: 106.7130 },
  { city: 'guiyang', name: '荔星名店', address: '云岩区中华北路1号', latitude: 26.5845, longitude: 106.7135 },
  { city: 'guiyang', name: '大十字广场', address: '云岩区中华中路', latitude: 26.5790, longitude: 106.7110 },
  { city: 'guiyang', name: '甲秀楼', address: '南明区翠微巷8号', latitude: 26.5755, longitude: 106.7150 },
  { city: 'guiyang', name: '黔灵山公园', address: '云岩区枣山路187号', latitude: 26.5955, longitude: 106.6990 },
  { city: 'guiyang', name: '贵阳国际金融中心', address: '观山湖区长岭北路', latitude: 26.6315, longitude: 106.6475 },
  { city: 'guiyang', name: '世纪金源购物中心', address: '观山湖区林城西路', latitude: 26.6170, longitude: 106.6470 },
  { city: 'guiyang', name: '贵阳奥林匹克体育中心', address: '观山湖区观山西路', latitude: 26.6150, longitude: 106.6330 },
  { city: 'guiyang', name: '观山湖公园', address: '观山湖区林城西路', latitude: 26.6230, longitude: 106.6380 },
  { city: 'guiyang', name: '世纪城龙耀苑', address: '观山湖区金阳南路世纪城', latitude: 26.6185, longitude: 106.6295 },
  { city: 'guiyang', name: '中天未来方舟', address: '云岩区未来方舟', latitude: 26.6010, longitude: 106.7480 },
  { city: 'guiyang', name: '贵州大学（北区）', address: '花溪区花溪大道南段', latitude: 26.4460, longitude: 106.6660 },
  { city: 'guiyang', name: '贵州师范大学', address: '云岩区宝山北路116号', latitude: 26.5945, longitude: 106.7260 },
  { city: 'guiyang', name: '贵州医科大学', address: '云岩区北京路9号', latitude: 26.5950, longitude: 106.7180 },
  { city: 'guiyang', name: '花溪公园', address: '花溪区清溪路', latitude: 26.4310, longitude: 106.6760 },
  { city: 'guiyang', name: '青云路步行街', address: '南明区青云路', latitude: 26.5720, longitude: 106.7180 },
  { city: 'guiyang', name: '万科大都会', address: '经济技术开发区黄河路', latitude: 26.5260, longitude: 106.7040 },
  { city: 'guiyang', name: '中铁逸都国际', address: '观山湖区林城东路', latitude: 26.6250, longitude: 106.6570 },
  { city: 'guiyang', name: '国贸广场', address: '云岩区中华北路', latitude: 26.5865, longitude: 106.7125 },
  { city: 'guiyang', name: '大营坡', address: '云岩区北京西路', latitude: 26.6020, longitude: 106.7110 },
  // 遵义
  { city: 'zunyi', name: '遵义会议会址', address: '红花岗区子尹路96号', latitude: 27.6930, longitude: 106.9230 },
  { city: 'zunyi', name: '丁字口', address: '红花岗区中华路', latitude: 27.6950, longitude: 106.9250 },
  { city: 'zunyi', name: '遵义站', address: '红花岗区北京路', latitude: 27.6850, longitude: 106.9180 },
  { city: 'zunyi', name: '遵义医科大学', address: '汇川区大连路6号', latitude: 27.7250, longitude: 106.9360 },
  { city: 'zunyi', name: '遵义师范学院', address: '新蒲新区平安大道', latitude: 27.7300, longitude: 107.0020 },
  { city: 'zunyi', name: '凤凰山公园', address: '红花岗区凤凰山', latitude: 27.6990, longitude: 106.9170 },
  { city: 'zunyi', name: '国贸城', address: '汇川区上海路', latitude: 27.7190, longitude: 106.9330 },
  { city: 'zunyi', name: '新蒲吾悦广场', address: '新蒲新区新蒲大道', latitude: 27.7060, longitude: 107.0450 },
  { city: 'zunyi', name: '南门关', address: '红花岗区南门关路', latitude: 27.6880, longitude: 106.9230 },
  { city: 'zunyi', name: '珠海路夜市', address: '汇川区珠海路', latitude: 27.7220, longitude: 106.9290 },
  { city: 'zunyi', name: '湘江河畔', address: '红花岗区凤凰北路', latitude: 27.6970, longitude: 106.9190 },
  { city: 'zunyi', name: '汇川区人民政府', address: '汇川区人民路', latitude: 27.7305, longitude: 106.9345 },
  { city: 'zunyi', name: '遵义新舟机场', address: '新蒲新区新舟镇', latitude: 27.8110, longitude: 107.2470 },
]

const PLATFORM_NAMES = { mt: '美团外卖', ele: '饿了么' } as const

/** A believable shop page on the platform (the app's meituan-webview opens it). */
function platformUrl(platform: 'mt' | 'ele', index: number): string {
  const id = 60_000_000 + index * 7919
  return platform === 'mt' ? `https://h5.waimai.meituan.com/waimai/mindex/menu?dpShopId=${id}` : `https://h5.ele.me/shop/#id=E${id}`
}

function dealRules(platform: 'mt' | 'ele', d: DealSeed): string {
  return [
    `1. 活动时段内抢到名额后，请在30分钟内到${PLATFORM_NAMES[platform]}下单，并回到饭贝上传订单号和订单截图。`,
    `2. 实付满${d.min}元可返${d.rebate}元，会员返${d.rebate + d.memberExtra}元；超时未上传凭证名额自动释放。`,
    '3. 收货后请给出五星好评并附带菜品图片，审核通过后返利自动到账钱包。',
    '4. 每人每店每天限抢1次，同一手机号、设备、收货地址视为同一用户。',
    ...(d.memberOnly ? ['5. 本活动为会员专享，开通会员后可抢。'] : []),
  ].join('\n')
}

const fen = (yuanAmount: number) => Math.round(yuanAmount * 100)

// Vouchers of the nearby shops (business_order): [title, price, face value, stock, sold, per-user limit, valid days].
type VoucherSeed = readonly [string, number, number, number, number, number, number]
const VOUCHERS: Record<string, readonly VoucherSeed[]> = {
  '老凯俚花溪牛肉粉（花果园店）': [['20元代金券', 15.9, 20, 300, 86, 5, 30], ['双人牛肉粉套餐券', 32, 46, 120, 41, 2, 30]],
  '黔香阁酸汤鱼（观山湖店）': [['100元代金券', 79, 100, 200, 57, 3, 60], ['双人酸汤鱼套餐券', 128, 188, 80, 23, 2, 60], ['四人聚餐套餐券', 238, 356, 50, 9, 1, 60]],
  '丝娃娃小作坊': [['30元代金券', 24.9, 30, 400, 132, 5, 30], ['双人套餐券', 49, 72, 150, 38, 2, 30]],
  '高坡串串香（青云路店）': [['50元代金券', 39.9, 50, 500, 211, 5, 30], ['双人套餐券', 68, 98, 200, 64, 2, 30]],
  '山城牛杂火锅（世纪城店）': [['100元代金券', 82, 100, 300, 97, 3, 45], ['三人火锅套餐券', 168, 239, 100, 18, 1, 45]],
  '老街烧烤·二七路': [['50元代金券', 39.9, 50, 400, 175, 5, 30], ['双人烧烤套餐券', 88, 128, 120, 44, 2, 30]],
  '茶屿·鲜果茶（花果园店）': [['20元代金券', 16.8, 20, 500, 260, 5, 15], ['两杯鲜果茶券', 22, 32, 300, 120, 3, 15]],
  '蜜糖工坊·蛋糕甜品': [['6寸生日蛋糕券', 99, 158, 60, 12, 1, 30], ['50元代金券', 42, 50, 200, 35, 3, 30]],
  '脆皮炸鸡研究所（未来方舟店）': [['30元代金券', 23.9, 30, 300, 88, 5, 30], ['炸鸡双人餐券', 59, 86, 150, 51, 2, 30]],
  '绿野轻食·沙拉碗': [['沙拉单人餐券', 29.9, 42, 200, 66, 3, 30], ['40元代金券', 33, 40, 250, 40, 5, 30]],
  '夜郎烤鱼（奥体中心店）': [['100元代金券', 78, 100, 200, 73, 3, 45], ['双人烤鱼套餐券', 99, 148, 100, 29, 2, 45]],
  '遵义虾子羊肉粉（丁字口店）': [['20元代金券', 16, 20, 300, 95, 5, 30], ['双人羊肉粉套餐券', 36, 52, 100, 20, 2, 30]],
}

function voucherRules(v: VoucherSeed): string {
  return [
    `1. 购买后${v[6]}天内有效，到店出示券码即可使用，每张抵扣${v[2]}元。`,
    `2. 每人限购${v[5]}张，不兑现、不找零，可与店内其他优惠同享请咨询商家。`,
    '3. 未使用的券码请联系客服申请退款；下单后15分钟内未支付订单自动取消。',
  ].join('\n')
}

/** Inserts the seed vouchers a shop does not have yet (by shop and title); returns how many. */
async function seedVouchers(tx: Tx): Promise<number> {
  const shopIds = new Map((await tx.select({ id: shops.id, name: shops.name }).from(shops)).map((s) => [s.name, s.id]))
  const existing = new Set((await tx.select({ shopId: vouchers.shopId, title: vouchers.title }).from(vouchers)).map((v) => `${v.shopId}/${v.title}`))
  const missing = Object.entries(VOUCHERS).flatMap(([name, list]) => {
    const shopId = shopIds.get(name)
    if (shopId === undefined) return []
    return list.filter(([title]) => !existing.has(`${shopId}/${title}`)).map((v, i) => ({
      shopId, title: v[0], priceFen: fen(v[1]), faceValueFen: fen(v[2]), stock: v[3], sold: v[4], perUserLimit: v[5], validDays: v[6],
      rules: voucherRules(v), sort: i,
    }))
  })
  if (missing.length === 0) return 0
  return (await tx.insert(vouchers).values(missing).returning({ id: vouchers.id })).length
}

/** Inserts the missing cities, categories, shops (with their deals) and places; returns how many rows. */
export async function seedShops(tx: Tx): Promise<number> {
  let inserted = 0
  inserted += (await tx.insert(cities).values([...CITIES]).onConflictDoNothing().returning({ id: cities.id })).length
  const cityIds = new Map((await tx.select({ id: cities.id, code: cities.code }).from(cities)).map((c) => [c.code, c.id]))

  const existingCategories = new Set((await tx.select({ name: shopCategories.name }).from(shopCategories)).map((c) => c.name))
  const newCategories = CATEGORIES.map((c, i) => ({ name: c.name, icon: `/shops/icons/${c.key}.svg`, sort: i + 1 }))
    .filter((c) => !existingCategories.has(c.name))
  if (newCategories.length) inserted += (await tx.insert(shopCategories).values(newCategories).returning({ id: shopCategories.id })).length
  const categoryIds = new Map((await tx.select({ id: shopCategories.id, name: shopCategories.name }).from(shopCategories)).map((c) => [c.name, c.id]))
  const categoryName = new Map<CategoryKey, string>(CATEGORIES.map((c) => [c.key, c.name]))

  const existingShops = new Set((await tx.select({ name: shops.name, cityId: shops.cityId }).from(shops)).map((s) => `${s.cityId}/${s.name}`))
  for (const [index, s] of SHOPS.entries()) {
    const cityId = cityIds.get(s.city)!
    if (existingShops.has(`${cityId}/${s.name}`)) continue
    const logo = `/shops/logos/${s.logo}.jpg`
    const photos = s.photos?.length ? s.photos.map((n) => `/shops/photos/${s.category}-${n}.jpg`) : [logo]
    const [shop] = await tx.insert(shops).values({
      name: s.name,
      logo,
      images: photos,
      categoryId: categoryIds.get(categoryName.get(s.category)!)!,
      cityId,
      address: s.address,
      latitude: s.latitude,
      longitude: s.longitude,
      platform: s.platform ?? null,
      platformUrl: s.platform ? platformUrl(s.platform, index) : '',
      tags: s.tags,
      sales: s.sales,
      rating: Math.round(s.rating * 10),
      description: s.description,
      phone: s.phone,
      businessHours: s.hours,
      isGood: s.good ?? false,
      sort: index,
    }).returning({ id: shops.id })
    inserted++
    if (s.deal && s.platform) {
      const d = s.deal
      const [amStartTime, amEndTime, pmStartTime, pmEndTime] = WINDOWS[d.windows]
      await tx.insert(freeMealDeals).values({
        shopId: shop.id,
        orderPriceFen: fen(d.order),
        rebateFen: fen(d.rebate),
        memberRebateFen: fen(d.rebate + d.memberExtra),
        minOrderFen: fen(d.min),
        amQuota: d.am,
        pmQuota: d.pm,
        amStartTime, amEndTime, pmStartTime, pmEndTime,
        rules: dealRules(s.platform, d),
        memberOnly: d.memberOnly ?? false,
      })
      inserted++
    }
  }

  for (const [code, cityId] of cityIds) {
    const known = new Set((await tx.select({ name: places.name }).from(places).where(eq(places.cityId, cityId))).map((p) => p.name))
    const missing = PLACES.filter((p) => p.city === code && !known.has(p.name))
      .map(({ city: _city, ...p }) => ({ ...p, cityId }))
    if (missing.length) inserted += (await tx.insert(places).values(missing).returning({ id: places.id })).length
  }
  inserted += await seedVouchers(tx)
  return inserted
}
