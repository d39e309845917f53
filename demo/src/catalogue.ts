import { toMinor, type CategoryId, type ShopCurrency } from '@tavico/contracts';
import type { ShapeName, Wood } from './drawings';

/** Who posts a demo product: the shop itself or one of the demo suppliers (by key). */
export type Poster = 'house' | 'minhlong' | 'phuquy' | 'kimbong';

export interface DemoProduct {
  title: string;
  description: string;
  category: CategoryId;
  /** What its pictures show: the kind of thing its title names. */
  shape: ShapeName;
  by: Poster;
  /** The tone its pictures are drawn in. */
  wood: Wood;
  /** What it is made of, as its specifications say: the wood its title or description names. */
  material: string;
  /** In dollars, as the catalogue was first written; a đồng shop prices it with `demoPrice`. */
  price: number;
  salePrice?: number;
  stock: number;
}

/**
 * A demo price in the shop's currency (minor units): dollars as written, or for a đồng shop the
 * dollars at 25,000 ₫ rounded up the way Vietnamese shops price, to …90.000 ₫ (619 → 15.490.000 ₫).
 */
export const demoPrice = (dollars: number, currency: ShopCurrency): number =>
  currency === 'USD' ? toMinor(dollars, 'USD') : Math.ceil((dollars * 25_000) / 100_000) * 100_000 - 10_000;

/** What the admin has put in the home page's showroom, the last one chosen shown first. */
export const demoFeatured = [
  'Tủ rượu gỗ gụ',
  'Ghế thư giãn gỗ óc chó',
  'Giường ngủ gỗ sồi 1m8',
  'Kệ tivi gỗ óc chó',
  'Sofa gỗ óc chó da bò',
  'Bàn tròn gỗ tần bì',
  'Sofa gỗ sồi 3 chỗ nệm lanh',
  'Bàn ăn gỗ sồi 6 ghế',
];

export const demoSuppliers: {
  key: Exclude<Poster, 'house'>;
  userName: string;
  email: string;
  initials: string;
  wood: Wood;
  contactInfo: string;
  story: string;
}[] = [
  {
    key: 'minhlong',
    userName: 'Gỗ Minh Long',
    email: 'minhlong@demo.tavico.vn',
    initials: 'ML',
    wood: 'walnut',
    contactInfo: 'Làng nghề Đồng Kỵ, Từ Sơn, Bắc Ninh · 0912 345 678 · minhlong@demo.tavico.vn',
    story:
      'Ba thế hệ thợ mộc Đồng Kỵ. Chúng tôi chọn từng tấm gỗ óc chó, ghép mộng truyền thống và hoàn thiện bằng dầu tự nhiên, để mỗi bộ bàn ghế dùng được cả đời.',
  },
  {
    key: 'phuquy',
    userName: 'Nội thất Phú Quý',
    email: 'phuquy@demo.tavico.vn',
    initials: 'PQ',
    wood: 'pine',
    contactInfo: 'KCN Tân Uyên, Bình Dương · 0274 3 888 999 · phuquy@demo.tavico.vn',
    story:
      'Xưởng nội thất gỗ thông cho gia đình trẻ: giường tầng, kệ sách, bàn học gọn nhẹ, sơn gốc nước an toàn cho trẻ em, giao tận nơi khắp miền Nam.',
  },
  {
    key: 'kimbong',
    userName: 'Mỹ nghệ Kim Bồng',
    email: 'kimbong@demo.tavico.vn',
    initials: 'KB',
    wood: 'rosewood',
    contactInfo: 'Làng mộc Kim Bồng, Cẩm Kim, Hội An, Quảng Nam · 0235 3 456 789',
    story:
      'Nghề mộc Kim Bồng hơn năm trăm năm bên sông Thu Bồn. Đồ gỗ hương chạm khắc tay, mỗi món một hoa văn, do nghệ nhân làng nghề làm từ đầu đến cuối.',
  },
];

export const demoCustomers = [
  { userName: 'Nguyễn Thị Lan', email: 'lan@demo.tavico.vn' },
  { userName: 'Trần Văn Minh', email: 'minh@demo.tavico.vn' },
  { userName: 'Lê Thu Hoa', email: 'hoa@demo.tavico.vn' },
];

/** Where the demo customers' orders went: current provinces and wards (contracts/src/adminUnits.json). */
export const demoAddresses = [
  {
    recipientName: 'Nguyễn Thị Lan',
    phone: '0912345601',
    provinceCode: '75', // Đồng Nai
    wardCode: '26041', // Phường Trấn Biên
    address: '12 Đường Võ Thị Sáu',
    notes: 'Giao giờ hành chính',
  },
  {
    recipientName: 'Trần Văn Minh',
    phone: '0912345602',
    provinceCode: '01', // Thành phố Hà Nội
    wardCode: '00070', // Phường Hoàn Kiếm
    address: '45 Phố Hàng Gai',
    notes: 'Gọi trước khi giao',
  },
  {
    recipientName: 'Lê Thu Hoa',
    phone: '0912345603',
    provinceCode: '48', // Thành phố Đà Nẵng
    wardCode: '20242', // Phường Hải Châu
    address: '8 Đường Bạch Đằng',
    notes: 'Nhà có thang máy',
  },
];

/** Every demo account signs in with this password (the README says so). */
export const demoPassword = 'tavico-demo';

export const demoBanners: { title: string; subtitle: string; wood: Wood }[] = [
  { title: 'Nội thất gỗ Tavico', subtitle: 'Gỗ thật, thợ Việt, bền cùng năm tháng', wood: 'oak' },
  { title: 'Mùa cưới giảm đến 15%', subtitle: 'Giường, tủ và sofa cho tổ ấm mới', wood: 'walnut' },
  { title: 'Chợ gỗ bán sỉ', subtitle: 'Hàng trăm nhà cung cấp từ các làng nghề', wood: 'rosewood' },
  { title: 'Giao hàng toàn quốc', subtitle: 'Lắp đặt tận nhà, bảo hành 24 tháng', wood: 'ash' },
];

// One product a line: the catalogue reads as a table.
// prettier-ignore
export const demoProducts: DemoProduct[] = [
  // Bàn
  { title: 'Bàn ăn gỗ sồi 6 ghế', description: 'Bàn ăn gỗ sồi Mỹ tự nhiên, mặt 1m6 x 90cm, kèm 6 ghế lưng cong, phủ dầu lau an toàn.', category: 'ban', shape: 'table', by: 'house', wood: 'oak', material: 'Gỗ sồi', price: 689, salePrice: 619, stock: 14 },
  { title: 'Bàn trà mặt gỗ óc chó', description: 'Bàn trà phòng khách gỗ óc chó nguyên tấm, chân sắt sơn tĩnh điện, cạnh giữ dáng tự nhiên.', category: 'ban', shape: 'coffeeTable', by: 'minhlong', wood: 'walnut', material: 'Gỗ óc chó', price: 259, stock: 8 },
  { title: 'Bàn làm việc gỗ tràm', description: 'Bàn làm việc gỗ tràm ghép thanh 1m2, có ngăn kéo, hợp phòng nhỏ và góc học tập.', category: 'ban', shape: 'desk', by: 'house', wood: 'pine', material: 'Gỗ tràm', price: 189, stock: 25 },
  { title: 'Bàn học trẻ em gỗ thông', description: 'Bàn học chống gù cho bé, gỗ thông New Zealand, mặt bàn nâng hạ, bo góc an toàn.', category: 'ban', shape: 'studyDesk', by: 'phuquy', wood: 'pine', material: 'Gỗ thông', price: 129, salePrice: 109, stock: 30 },
  { title: 'Bàn console gỗ xoan đào', description: 'Bàn console trang trí sảnh, gỗ xoan đào đánh màu cánh gián, chạm hoa văn nhẹ.', category: 'ban', shape: 'table', by: 'kimbong', wood: 'rosewood', material: 'Gỗ xoan đào', price: 215, stock: 6 },
  { title: 'Bàn tròn gỗ tần bì', description: 'Bàn tròn đường kính 1m cho 4 người, gỗ tần bì sáng màu, chân trụ vững chắc.', category: 'ban', shape: 'roundTable', by: 'house', wood: 'ash', material: 'Gỗ tần bì', price: 340, stock: 18 },
  // Ghế
  { title: 'Ghế ăn gỗ sồi lưng cong', description: 'Ghế ăn gỗ sồi uốn cong ôm lưng, mặt ngồi rộng, hoàn thiện màu tự nhiên.', category: 'ghe', shape: 'chair', by: 'house', wood: 'oak', material: 'Gỗ sồi', price: 79, stock: 60 },
  { title: 'Ghế bành gỗ tần bì bọc nệm', description: 'Ghế bành thư giãn khung gỗ tần bì, nệm vải bố dày, tay vịn rộng.', category: 'ghe', shape: 'chair', by: 'phuquy', wood: 'ash', material: 'Gỗ tần bì', price: 239, salePrice: 199, stock: 12 },
  { title: 'Ghế đẩu gỗ cao su', description: 'Ghế đẩu tròn gỗ cao su, gọn nhẹ, dùng cho bếp, quầy hoặc làm bàn phụ.', category: 'ghe', shape: 'stool', by: 'house', wood: 'pine', material: 'Gỗ cao su', price: 35, stock: 120 },
  { title: 'Ghế thư giãn gỗ óc chó', description: 'Ghế lounge gỗ óc chó nguyên khối, đệm da bò, tỉ lệ ngả lưng thoải mái.', category: 'ghe', shape: 'chair', by: 'minhlong', wood: 'walnut', material: 'Gỗ óc chó', price: 420, stock: 5 },
  { title: 'Ghế băng dài gỗ lim', description: 'Ghế băng gỗ lim dài 1m8 cho hiên nhà và sân vườn, chịu mưa nắng.', category: 'ghe', shape: 'bench', by: 'kimbong', wood: 'rosewood', material: 'Gỗ lim', price: 310, stock: 9 },
  { title: 'Ghế văn phòng khung gỗ', description: 'Ghế làm việc khung gỗ sồi, lưng lưới thoáng khí, chân xoay êm.', category: 'ghe', shape: 'chair', by: 'house', wood: 'oak', material: 'Gỗ sồi', price: 165, salePrice: 139, stock: 18 },
  // Tủ & kệ
  { title: 'Tủ quần áo 3 cánh gỗ sồi', description: 'Tủ áo 3 cánh gỗ sồi, ngăn treo và ngăn xếp, bản lề giảm chấn.', category: 'tu-ke', shape: 'wardrobe', by: 'house', wood: 'oak', material: 'Gỗ sồi', price: 780, salePrice: 699, stock: 7 },
  { title: 'Kệ sách 5 tầng gỗ thông', description: 'Kệ sách đứng 5 tầng gỗ thông, lắp ráp dễ dàng, chịu tải 25kg mỗi tầng.', category: 'tu-ke', shape: 'bookshelf', by: 'phuquy', wood: 'pine', material: 'Gỗ thông', price: 145, stock: 40 },
  { title: 'Tủ giày gỗ tràm', description: 'Tủ giày 3 tầng gỗ tràm, cánh lật tiết kiệm diện tích, thoáng khí.', category: 'tu-ke', shape: 'shoeCabinet', by: 'house', wood: 'ash', material: 'Gỗ tràm', price: 119, stock: 22 },
  { title: 'Kệ tivi gỗ óc chó', description: 'Kệ tivi 1m8 gỗ óc chó, 2 ngăn kéo và khoang thiết bị có lỗ đi dây.', category: 'tu-ke', shape: 'tvStand', by: 'minhlong', wood: 'walnut', material: 'Gỗ óc chó', price: 465, stock: 11 },
  { title: 'Tủ rượu gỗ gụ', description: 'Tủ rượu gỗ gụ chạm tay, cánh kính, giá để ly treo ngược.', category: 'tu-ke', shape: 'wineCabinet', by: 'kimbong', wood: 'rosewood', material: 'Gỗ gụ', price: 890, stock: 3 },
  { title: 'Tủ đầu giường gỗ sồi', description: 'Tủ đầu giường 2 ngăn kéo gỗ sồi, tay nắm khoét âm gọn gàng.', category: 'tu-ke', shape: 'nightstand', by: 'house', wood: 'oak', material: 'Gỗ sồi', price: 69, salePrice: 59, stock: 35 },
  // Giường
  { title: 'Giường ngủ gỗ sồi 1m8', description: 'Giường đôi 1m8 x 2m gỗ sồi, dát giường gỗ thông, đầu giường cao.', category: 'giuong', shape: 'bed', by: 'house', wood: 'oak', material: 'Gỗ sồi', price: 720, salePrice: 649, stock: 10 },
  { title: 'Giường gỗ hương chạm hoa', description: 'Giường gỗ hương đỏ chạm hoa mẫu đơn thủ công, bảo hành mối mọt 10 năm.', category: 'giuong', shape: 'bed', by: 'kimbong', wood: 'rosewood', material: 'Gỗ hương', price: 1450, stock: 0 },
  { title: 'Giường tầng trẻ em gỗ thông', description: 'Giường tầng gỗ thông có cầu thang và lan can an toàn, hợp phòng nhỏ.', category: 'giuong', shape: 'bunkBed', by: 'phuquy', wood: 'pine', material: 'Gỗ thông', price: 385, stock: 9 },
  { title: 'Giường gỗ óc chó đầu bọc da', description: 'Giường 1m6 gỗ óc chó, đầu giường bọc da thật, chân nâng cao thoáng gầm.', category: 'giuong', shape: 'bed', by: 'minhlong', wood: 'walnut', material: 'Gỗ óc chó', price: 1180, stock: 4 },
  { title: 'Giường đơn gỗ tràm 1m2', description: 'Giường đơn gỗ tràm bền chắc, hợp phòng ký túc xá và phòng cho thuê.', category: 'giuong', shape: 'bed', by: 'house', wood: 'ash', material: 'Gỗ tràm', price: 299, stock: 16 },
  { title: 'Giường kiểu Nhật gỗ sồi', description: 'Giường thấp kiểu Nhật gỗ sồi, tối giản, ngủ sát sàn mát mẻ.', category: 'giuong', shape: 'bed', by: 'house', wood: 'oak', material: 'Gỗ sồi', price: 459, salePrice: 419, stock: 13 },
  // Sofa
  { title: 'Sofa gỗ sồi 3 chỗ nệm lanh', description: 'Sofa 3 chỗ khung gỗ sồi, nệm bọc vải lanh tháo giặt được.', category: 'sofa', shape: 'sofa', by: 'house', wood: 'oak', material: 'Gỗ sồi', price: 899, salePrice: 799, stock: 8 },
  { title: 'Sofa góc chữ L khung gỗ', description: 'Sofa góc chữ L khung gỗ dầu, nệm mút D40, đổi chiều góc trái hoặc phải.', category: 'sofa', shape: 'sofa', by: 'phuquy', wood: 'pine', material: 'Gỗ dầu', price: 1250, stock: 6 },
  { title: 'Sofa gỗ óc chó da bò', description: 'Sofa 2 chỗ gỗ óc chó, bọc da bò Ý, đường may thủ công.', category: 'sofa', shape: 'sofa', by: 'minhlong', wood: 'walnut', material: 'Gỗ óc chó', price: 1690, stock: 2 },
  { title: 'Sofa văng gỗ xoan đào', description: 'Sofa văng gỗ xoan đào dài 2m, kèm gối tựa, hợp phòng khách truyền thống.', category: 'sofa', shape: 'sofa', by: 'kimbong', wood: 'rosewood', material: 'Gỗ xoan đào', price: 560, stock: 12 },
  { title: 'Sofa đơn gỗ tần bì', description: 'Sofa đơn gỗ tần bì, nệm nỉ, đặt góc đọc sách hoặc ban công.', category: 'sofa', shape: 'armchairSofa', by: 'house', wood: 'ash', material: 'Gỗ tần bì', price: 329, stock: 20 },
  { title: 'Bộ sofa gỗ cao su 4 món', description: 'Bộ sofa gỗ cao su gồm văng, 2 ghế đơn và bàn trà, giá tốt cho gia đình trẻ.', category: 'sofa', shape: 'sofa', by: 'house', wood: 'pine', material: 'Gỗ cao su', price: 990, salePrice: 890, stock: 5 },
  // Đồ trang trí
  { title: 'Bình gỗ tiện hoa văn', description: 'Bình trang trí gỗ tiện nguyên khối, hoa văn trống đồng khắc tay.', category: 'trang-tri', shape: 'vase', by: 'kimbong', wood: 'rosewood', material: 'Gỗ hương', price: 45, stock: 50 },
  { title: 'Khay trà gỗ hương', description: 'Khay trà gỗ hương có ngăn thoát nước, thơm nhẹ mùi gỗ.', category: 'trang-tri', shape: 'tray', by: 'house', wood: 'rosewood', material: 'Gỗ hương', price: 28, stock: 80 },
  { title: 'Đồng hồ treo tường gỗ óc chó', description: 'Đồng hồ treo tường mặt gỗ óc chó, máy kim trôi không tiếng tích tắc.', category: 'trang-tri', shape: 'clock', by: 'minhlong', wood: 'walnut', material: 'Gỗ óc chó', price: 89, salePrice: 75, stock: 15 },
  { title: 'Gương khung gỗ sồi', description: 'Gương đứng khung gỗ sồi 1m6, đặt sàn hoặc treo tường.', category: 'trang-tri', shape: 'mirror', by: 'house', wood: 'oak', material: 'Gỗ sồi', price: 119, stock: 9 },
  { title: 'Tượng gỗ con trâu', description: 'Tượng trâu gỗ mít tạc tay, biểu tượng cần cù, quà tặng tân gia.', category: 'trang-tri', shape: 'statue', by: 'kimbong', wood: 'oak', material: 'Gỗ mít', price: 155, stock: 7 },
  { title: 'Hộp đựng trang sức gỗ', description: 'Hộp trang sức gỗ thông lót nhung, 3 ngăn, khắc tên theo yêu cầu.', category: 'trang-tri', shape: 'box', by: 'phuquy', wood: 'pine', material: 'Gỗ thông', price: 32, stock: 65 },
  // Gỗ nguyên liệu
  { title: 'Gỗ sồi trắng xẻ sấy (m³)', description: 'Gỗ sồi trắng nhập khẩu, xẻ sấy độ ẩm 8–12%, dày 25–50mm, bán theo khối.', category: 'go-nguyen-lieu', shape: 'timber', by: 'house', wood: 'ash', material: 'Gỗ sồi trắng', price: 780, stock: 25 },
  { title: 'Ván ghép gỗ cao su 18mm', description: 'Ván ghép thanh gỗ cao su 1m22 x 2m44 dày 18mm, keo chống ẩm, bán theo tấm.', category: 'go-nguyen-lieu', shape: 'boards', by: 'phuquy', wood: 'pine', material: 'Gỗ cao su', price: 38, salePrice: 33, stock: 200 },
  { title: 'Gỗ óc chó Bắc Mỹ xẻ sấy (m³)', description: 'Gỗ óc chó Bắc Mỹ loại FAS, xẻ sấy chuẩn, vân đẹp cho nội thất cao cấp.', category: 'go-nguyen-lieu', shape: 'timber', by: 'minhlong', wood: 'walnut', material: 'Gỗ óc chó', price: 1650, stock: 8 },
  { title: 'Phôi gỗ lim tròn (m³)', description: 'Phôi gỗ lim tròn có giấy tờ nguồn gốc, dùng cho cột, kèo và đồ thờ.', category: 'go-nguyen-lieu', shape: 'logs', by: 'kimbong', wood: 'rosewood', material: 'Gỗ lim', price: 1200, stock: 6 },
  { title: 'Gỗ thông New Zealand xẻ (m³)', description: 'Gỗ thông New Zealand xẻ sấy, mềm, dễ gia công, giá cạnh tranh.', category: 'go-nguyen-lieu', shape: 'timber', by: 'house', wood: 'pine', material: 'Gỗ thông', price: 420, stock: 30 },
  { title: 'Ván MDF phủ veneer sồi', description: 'Ván MDF chống ẩm phủ veneer sồi hai mặt, 1m22 x 2m44 dày 17mm.', category: 'go-nguyen-lieu', shape: 'boards', by: 'house', wood: 'oak', material: 'MDF phủ veneer sồi', price: 45, stock: 150 },
];

/** Reviews the demo customers wrote: [product title, customer index, stars, text]. */
export const demoReviews: [string, number, number, string][] = [
  ['Bàn ăn gỗ sồi 6 ghế', 0, 5, 'Bàn rất chắc, vân gỗ đẹp, giao hàng đúng hẹn.'],
  ['Bàn ăn gỗ sồi 6 ghế', 1, 4, 'Gỗ tốt, ghế hơi cao so với nhà mình một chút.'],
  ['Bàn trà mặt gỗ óc chó', 2, 5, 'Mặt gỗ nguyên tấm đúng như mô tả, rất ưng.'],
  ['Ghế thư giãn gỗ óc chó', 0, 4, 'Ngồi đọc sách rất thoải mái.'],
  ['Kệ sách 5 tầng gỗ thông', 1, 4, 'Lắp ráp dễ, giá hợp lý.'],
  ['Bàn học trẻ em gỗ thông', 2, 3, 'Ổn trong tầm giá, bé dùng được.'],
  ['Tủ rượu gỗ gụ', 1, 5, 'Chạm khắc tinh xảo, đáng tiền.'],
  ['Sofa văng gỗ xoan đào', 0, 4, 'Màu gỗ ấm, hợp phòng khách nhà ông bà.'],
  ['Giường ngủ gỗ sồi 1m8', 2, 5, 'Giường chắc chắn, không có tiếng kêu.'],
  ['Khay trà gỗ hương', 1, 5, 'Thơm mùi gỗ, làm quà rất đẹp.'],
  ['Sofa góc chữ L khung gỗ', 0, 4, 'Nệm êm, khung chắc.'],
  ['Bình gỗ tiện hoa văn', 2, 4, 'Hoa văn khắc tay tinh tế.'],
];

/** A bank account that is plainly a demo's (the owner sets the real one in the settings). */
export const demoBankAccount = {
  name: 'Vietcombank (tài khoản demo)',
  bin: '970436',
  accountNumber: '0000000000',
  accountName: 'TAVICO HOME DEMO',
};

/**
 * Contact values that are plainly a demo's, so the demo's footer, contact page and chat are
 * filled: a reserved .example address, numbers no one answers, channels named demo. The owner
 * replaces them in the back office's settings.
 */
export const demoContact = {
  address: 'Lô A1, Khu chợ đầu mối (địa chỉ demo), Biên Hòa, Đồng Nai',
  hotlines: ['0900 000 001', '0900 000 002'],
  zalo: '0900 000 001',
  email: 'demo@tavico-home.example',
  social: {
    youtube: 'https://www.youtube.com/@tavico-home-demo',
    tiktok: 'https://www.tiktok.com/@tavico-home-demo',
    facebook: 'https://www.facebook.com/tavico-home-demo',
    linkedin: 'https://www.linkedin.com/company/tavico-home-demo',
  },
  mapEmbedUrl: 'https://www.openstreetmap.org/export/embed.html?bbox=106.78%2C10.90%2C106.90%2C10.98&layer=mapnik',
};
