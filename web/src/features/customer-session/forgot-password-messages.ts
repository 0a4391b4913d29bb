import { defineMessages } from '../../lib/i18n';

/** The sign-in modal's "Forgot password?" view. */
export const forgotPasswordMessages = defineMessages({
  th: {
    title: 'ลืมรหัสผ่าน?',
    intro: 'กรอกอีเมลที่ใช้สมัครสมาชิก แล้วเราจะส่งลิงก์สำหรับตั้งรหัสผ่านใหม่ไปให้',
    email: 'อีเมล',
    submit: 'ส่งลิงก์ตั้งรหัสผ่านใหม่',
    busy: 'กำลังส่ง...',
    sent: 'หากมีบัญชีที่ใช้อีเมล {email} เราได้ส่งลิงก์ตั้งรหัสผ่านใหม่ไปแล้ว ลิงก์ใช้ได้ครั้งเดียวภายใน {minutes} นาที โปรดดูในกล่องจดหมาย (และโฟลเดอร์สแปม)',
    googleNote: 'สมัครด้วย Google? เข้าสู่ระบบด้วยปุ่ม Google ได้เลย บัญชีนั้นไม่มีรหัสผ่านให้ตั้งใหม่',
    backToLogin: 'กลับไปหน้าเข้าสู่ระบบ',
    required: 'โปรดกรอกช่องนี้',
    emailShape: 'โปรดกรอกอีเมลให้ถูกต้อง',
  },
  en: {
    title: 'Forgot password?',
    intro: 'Enter the e-mail you signed up with and we will send you a link to set a new password.',
    email: 'Email',
    submit: 'Send reset link',
    busy: 'Sending...',
    sent: 'If an account uses {email}, we have sent it a link to set a new password. The link works once, for {minutes} minutes. Check your inbox (and spam folder).',
    googleNote: 'Signed up with Google? Use the Google button to sign in: that account has no password to reset.',
    backToLogin: 'Back to log in',
    required: 'Please fill in this field',
    emailShape: 'Please enter a valid e-mail address',
  },
});
