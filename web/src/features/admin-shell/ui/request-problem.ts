import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { errorCode, fieldReason } from '../../../lib/api-error';
import type { Language } from '../../../lib/i18n';
import { errorMessage } from './error-message';

/** The server's stable codes (and a field already taken, and no answer at all) in Thai words. */
const THAI_PROBLEMS = {
  BAD_USER_INPUT: 'ข้อมูลที่กรอกไม่ถูกต้อง กรุณาตรวจสอบแล้วลองอีกครั้ง',
  TAKEN: 'ข้อมูลนี้ถูกใช้ไปแล้ว',
  NOT_FOUND: 'ไม่พบรายการนี้ อาจถูกลบไปแล้ว',
  CONFLICT: 'ทำรายการนี้ไม่ได้ ข้อมูลซ้ำกับที่มีอยู่ หรือมีผู้อื่นเปลี่ยนแปลงไปก่อนแล้ว กรุณาโหลดหน้าใหม่แล้วลองอีกครั้ง',
  FORBIDDEN: 'บทบาทของคุณไม่มีสิทธิ์ทำรายการนี้',
  UNAUTHENTICATED: 'เซสชันของคุณหมดอายุ กรุณาเข้าสู่ระบบอีกครั้ง',
  TOO_MANY_REQUESTS: 'ส่งคำขอถี่เกินไป กรุณารอสักครู่แล้วลองใหม่',
  PAYLOAD_TOO_LARGE: 'ไฟล์ใหญ่เกินไป',
  UNSUPPORTED_MEDIA_TYPE: 'ไม่รองรับไฟล์ประเภทนี้',
  INSUFFICIENT_BALANCE: 'ยอดเงินในกระเป๋าไม่พอสำหรับรายการนี้',
  OUT_OF_STOCK: 'สินค้าในสต็อกไม่พอ',
  SERVICE_UNAVAILABLE: 'บริการนี้ใช้งานไม่ได้ชั่วคราว กรุณาลองใหม่ภายหลัง',
  NETWORK: 'ติดต่อเซิร์ฟเวอร์ไม่ได้ กรุณาตรวจสอบการเชื่อมต่อแล้วลองใหม่',
  OTHER: 'เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง',
} as const;

type ThaiProblem = keyof typeof THAI_PROBLEMS;

function thaiProblem(error: unknown): ThaiProblem {
  if (!CombinedGraphQLErrors.is(error)) return error instanceof TypeError ? 'NETWORK' : 'OTHER';
  const fields: unknown = error.errors[0]?.extensions?.fields;
  const firstField = Array.isArray(fields) ? (fields[0] as { field?: unknown } | undefined)?.field : undefined;
  if (typeof firstField === 'string' && fieldReason(error, firstField) === 'TAKEN') return 'TAKEN';
  const code = errorCode(error);
  return code !== undefined && code in THAI_PROBLEMS ? (code as ThaiProblem) : 'OTHER';
}

/**
 * What to tell an admin about a failed request. The server writes its reasons in English: an English dashboard
 * shows them as they are; a Thai one words the server's stable code instead, so no English sentence shows there.
 */
export function requestProblem(error: unknown, language: Language): string {
  return language === 'en' ? errorMessage(error) : THAI_PROBLEMS[thaiProblem(error)];
}
