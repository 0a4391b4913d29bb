import { useMutation } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FieldProblem } from '../../components/form-problems-announcement';
import { type Language, useLanguage, useMessages } from '../../lib/i18n';
import { useCart } from '../cart/cart-context';
import { cartLineName } from '../cart/cart-line-name';
import { type CartLine, lineKey } from '../cart/cart-model';
import { useCustomerSession } from '../customer-session/session-context';
import { PlaceOrderMutation } from './checkout-operations';
import { cartLineInput } from '../cart/cart-availability';
import { asShopper } from '../../lib/apollo-client';
import { checkoutMessages } from './checkout-messages';
import { type LineProblems, type PlacementProblems, placementProblems } from './checkout-problems';
import { checkoutKey, type CheckoutDraft, finishCheckout, restartCheckoutKey } from './checkout-storage';
import { gamepassInputId, lineProblemId, type PreviewLine } from './checkout-line';
import { ROBLOX_USERNAME_INPUT_ID } from './roblox-username-field';

const NO_PROBLEMS: PlacementProblems = { lines: {} };

interface OrderToPlace {
  lines: CartLine[];
  /** The current preview of exactly these lines (never one still loading), by line key. */
  preview: { total: string; lines: Map<string, PreviewLine> };
  draft: CheckoutDraft;
  /** The server's word on whether these lines are delivered to a Roblox user (not Robux accounts alone). */
  needsRobloxUsername: boolean;
  usernameReady: boolean;
}

/** Each field problem of a failed attempt, named by its field (the username) or its line (the product's name). */
function announcedProblems(problems: PlacementProblems, lines: CartLine[], usernameLabel: string, language: Language): FieldProblem[] {
  const found: FieldProblem[] = problems.username ? [{ label: usernameLabel, problem: problems.username }] : [];
  for (const line of lines) {
    const { quantity, gamepass, product } = problems.lines[lineKey(line)] ?? {};
    for (const problem of [product, quantity, gamepass]) if (problem) found.push({ label: cartLineName(line, language), problem });
  }
  return found;
}

/** Focuses the first control that needs the shopper: a line's fix, the username, a gamepass field. */
function focusFirstProblem(problems: PlacementProblems, keys: string[]) {
  const element = (id: string) => document.getElementById(id);
  if (problems.username) return element(ROBLOX_USERNAME_INPUT_ID)?.focus();
  for (const key of keys) {
    const line = problems.lines[key];
    if (line?.gamepass) return element(gamepassInputId(key))?.focus();
    if (line?.quantity || line?.product) return element(lineProblemId(key))?.querySelector('button')?.focus();
  }
}

/**
 * Places the order once everything is ready, with this checkout's idempotency key and the previewed total
 * as the total agreed to; on success the ordered lines leave the cart and the order's page opens. What the
 * API refuses is sorted onto the fields it names.
 */
export function usePlaceOrder(onPlaced: (number: string) => void) {
  const t = useMessages(checkoutMessages);
  const { language } = useLanguage();
  const { remove } = useCart();
  const { token } = useCustomerSession();
  const navigate = useNavigate();
  const [mutate, { loading }] = useMutation(PlaceOrderMutation);
  const [problems, setProblems] = useState(NO_PROBLEMS);
  // What a failed attempt found, for screen readers: focus lands on the first problem, this names them all.
  const [announced, setAnnounced] = useState<FieldProblem[]>([]);
  // The quantities the problems were found with: a line's stock complaint ends when its quantity changes.
  const [problemQuantities, setProblemQuantities] = useState<Record<string, number>>({});
  // A second press before React re-renders must not send a second request.
  const inFlight = useRef(false);

  function show(next: PlacementProblems, lines: CartLine[]) {
    setProblems(next);
    setAnnounced(announcedProblems(next, lines, t.robloxUsername, language));
    setProblemQuantities(Object.fromEntries(lines.map((line) => [lineKey(line), line.quantity])));
    focusFirstProblem(next, lines.map(lineKey));
  }

  async function place({ lines, preview, draft, needsRobloxUsername, usernameReady }: OrderToPlace): Promise<{ refreshPreview: boolean }> {
    if (inFlight.current) return { refreshPreview: false };
    const keys = lines.map(lineKey);
    const troubled = keys.find((key) => preview.lines.get(key)?.status !== 'OK');
    if (troubled) {
      setProblems({ lines: {}, form: t.fixLines });
      document.getElementById(lineProblemId(troubled))?.querySelector('button')?.focus();
      return { refreshPreview: false };
    }
    // Robux accounts alone are handed over as their logins: no Roblox user to deliver to, so none is sent.
    const robloxUsername = needsRobloxUsername ? draft.robloxUsername.trim() : '';
    const blockers: PlacementProblems = { lines: {} };
    if (needsRobloxUsername && !robloxUsername) blockers.username = t.usernameRequired;
    else if (needsRobloxUsername && !usernameReady) blockers.username = t.usernameUnconfirmed;
    for (const line of lines) {
      if (line.kind === 'robux' && !draft.gamepasses[lineKey(line)]?.trim()) blockers.lines[lineKey(line)] = { gamepass: t.gamepassRequired };
    }
    if (blockers.username || Object.keys(blockers.lines).length) {
      show(blockers, lines);
      return { refreshPreview: false };
    }

    inFlight.current = true;
    setProblems(NO_PROBLEMS);
    try {
      const input = {
        lines: lines.map((line) => cartLineInput(line, line.kind === 'robux' ? draft.gamepasses[lineKey(line)]!.trim() : undefined)),
        robloxUsername: needsRobloxUsername ? robloxUsername : null,
        idempotencyKey: checkoutKey(),
        expectedTotal: preview.total,
      };
      const { data } = await mutate({ variables: { input }, context: asShopper(token) });
      if (!data) throw new Error('placeOrder answered no data');
      const { number } = data.placeOrder.order;
      finishCheckout();
      onPlaced(number);
      navigate(`/orders/${encodeURIComponent(number)}`);
      keys.forEach(remove);
      return { refreshPreview: false };
    } catch (error) {
      const next = placementProblems(error, { lineKeys: keys, robloxUsername }, t);
      if (next.restartCheckout) restartCheckoutKey();
      show(next, lines);
      return { refreshPreview: Boolean(next.refreshPreview) };
    } finally {
      inFlight.current = false;
    }
  }

  const problemsOf = useCallback(
    (line: CartLine): LineProblems | undefined => {
      const found = problems.lines[lineKey(line)];
      if (!found || problemQuantities[lineKey(line)] === line.quantity) return found;
      return found.gamepass ? { gamepass: found.gamepass } : undefined;
    },
    [problems, problemQuantities],
  );

  const clearUsernameProblem = useCallback(() => setProblems((current) => (current.username ? { ...current, username: undefined } : current)), []);
  const clearGamepassProblem = useCallback(
    (key: string) =>
      setProblems((current) => (current.lines[key]?.gamepass ? { ...current, lines: { ...current.lines, [key]: { ...current.lines[key], gamepass: undefined } } } : current)),
    [],
  );

  return { place, placing: loading, problems, announced, problemsOf, clearUsernameProblem, clearGamepassProblem };
}
