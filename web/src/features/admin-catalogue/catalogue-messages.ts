/** The spec's exact texts for the catalogue screens (sections 5 and 8), in one place for the pages and their tests. */
export const catalogueMessages = {
  addItemIncomplete: 'กรุณากรอกข้อมูลให้ครบและอัปโหลดรูปภาพ!',
  editItemIncomplete: 'กรุณากรอกข้อมูลให้ครบ!',
  confirmDeleteItem: 'คุณต้องการลบสินค้านี้ใช่หรือไม่?',
  addCategoryIncomplete: 'กรุณากรอกชื่อหมวดหมู่และอัปโหลดรูปภาพ!',
  addPackageIncomplete: 'Please fill all fields and upload an image!',
  uncategorised: 'Other',
} as const;
