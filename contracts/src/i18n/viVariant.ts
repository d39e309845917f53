/** Product variants (issue 30), in Vietnamese: part of the table (`vi.variant`). */
export const viVariant = {
  labelVariants: 'biến thể (variants)',
  labelSku: 'mã SKU của biến thể',
  labelSize: 'kích thước (size)',
  labelWood: 'loại gỗ (wood)',
  labelFinish: 'hoàn thiện (finish)',
  labelPrice: 'giá của biến thể (price)',
  labelSalePrice: 'giá khuyến mãi của biến thể (salePrice)',
  labelStock: 'số lượng của biến thể (totalStock)',
  labelImage: 'ảnh của biến thể (image)',
  tooMany: 'Một sản phẩm có tối đa {{max}} biến thể (đã gửi {{count}}).',
  badSku: 'Mã SKU gồm 1 đến 64 chữ cái, chữ số, dấu chấm, gạch ngang hoặc gạch dưới (ví dụ BAN-160-SOI).',
  skuTaken: 'Mã SKU {{sku}} bị trùng: mỗi biến thể cần một mã riêng.',
  sameOptions: 'Hai biến thể có cùng lựa chọn ({{options}}): mỗi biến thể cần một tổ hợp riêng.',
  saleBelowPrice: 'Giá khuyến mãi của biến thể {{sku}} phải thấp hơn giá gốc của nó.',
  notFound: 'Sản phẩm không có biến thể {{sku}}.',
  belowReserved:
    'Biến thể {{sku}} đang được giữ {{reserved}} sản phẩm cho đơn chưa thanh toán: không thể đặt số lượng thấp hơn hoặc bỏ biến thể này.',
  mustBeObject: 'Lựa chọn của biến thể (options) phải là một đối tượng { size, wood, finish }.',
  noOptions:
    'Mỗi biến thể cần ít nhất một lựa chọn (kích thước, loại gỗ hoặc hoàn thiện) khi sản phẩm có nhiều biến thể.',
} as const;
