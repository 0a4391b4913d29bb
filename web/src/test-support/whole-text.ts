/**
 * A getByText matcher for text drawn in several elements (an e-mail address wraps in parts): the innermost
 * element whose whole text is `text`.
 */
export const wholeText = (text: string) => (_content: string, element: Element | null) =>
  element?.textContent === text && ![...element.children].some((child) => child.textContent === text);
