import { defineMessages } from '../../lib/i18n';

/** /reset-password, where an e-mailed link leads (shoppers and staff alike). */
export const resetPasswordMessages = defineMessages({
  th: {
    title: 'ตั้งรหัสผ่านใหม่',
    intro: 'ตั้งรหัสผ่านใหม่สำหรับบัญชีของคุณ เมื่อบันทึกแล้ว ทุกอุปกรณ์ที่เข้าสู่ระบบไว้จะถูกออกจากระบบ',
    password: 'รหัสผ่านใหม่',
    showPassword: 'แสดงรหัสผ่าน',
    submit: 'บันทึกรหัสผ่านใหม่',
    busy: 'กำลังบันทึก...',
    done: 'ตั้งรหัสผ่านใหม่เรียบร้อยแล้ว เข้าสู่ระบบด้วยรหัสผ่านใหม่ได้เลย',
    logIn: 'เข้าสู่ระบบ',
    staffLogIn: 'ไปหน้าเข้าสู่ระบบของทีมงาน',
    linkExpired: 'ลิงก์นี้ใช้ไม่ได้แล้ว: หมดอายุ ถูกใช้ไปแล้ว หรือไม่ใช่ลิงก์จากร้าน โปรดขอลิงก์ใหม่',
    noToken: 'หน้านี้เปิดจากลิงก์ในอีเมลตั้งรหัสผ่านใหม่ หากต้องการลิงก์ ให้เลือก "Forgot password?" ในหน้าต่างเข้าสู่ระบบ',
    askNewLink: 'ขอลิงก์ใหม่',
    staffNewLink: 'ทีมงาน: ขอลิงก์ใหม่จากหน้าเข้าสู่ระบบของทีมงาน',
    required: 'โปรดกรอกช่องนี้',
  },
  en: {
    title: 'Set a new password',
    intro: 'Choose a new password for your account. Saving it signs you out everywhere you are signed in.',
    password: 'New password',
    showPassword: 'Show password',
    submit: 'Save new password',
    busy: 'Saving...',
    done: 'Your new password is set. Log in with it.',
    logIn: 'Log in',
    staffLogIn: 'Go to the staff login',
    linkExpired: 'This link no longer works: it has expired, was already used, or is not a link we sent. Please ask for a new one.',
    noToken: 'This page opens from the link in a password-reset e-mail. To get one, choose "Forgot password?" when you log in.',
    askNewLink: 'Ask for a new link',
    staffNewLink: 'Staff: ask for a new link from the staff login',
    required: 'Please fill in this field',
  },
});
