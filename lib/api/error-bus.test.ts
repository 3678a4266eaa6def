import { classifyFailure, emitApiEvent, handleApiFailure, onApiEvent, type ApiEvent } from '@/lib/api/error-bus';

const http = (status: number, body: unknown) => ({ kind: 'http', status, body }) as const;

describe('classifyFailure (spec section 8)', () => {
  it("broadcasts 'server_down' for a network error", () => {
    expect(classifyFailure({ kind: 'network' })).toEqual({ type: 'server_down' });
  });

  it("broadcasts 'logout' for HTTP 401", () => {
    expect(classifyFailure(http(401, { error_detail: 'Invalid token.' }))).toEqual({ type: 'logout' });
  });

  it("broadcasts 'unique' with the message for HTTP 400 with a message", () => {
    expect(classifyFailure(http(400, { message: 'This email is already registered.' }))).toEqual({ type: 'unique', message: 'This email is already registered.' });
  });

  it("broadcasts 'error' with error_detail for HTTP 400 with error_detail", () => {
    const detail = { email: ['Enter a valid email address.'] };
    expect(classifyFailure(http(400, { error_detail: detail }))).toEqual({ type: 'error', detail });
  });

  it.each(['Your account has expired', 'YOUR ACCOUNT HAS EXPIRED.', 'Sorry: your Account Has Expired, renew it'])(
    "broadcasts 'acc_expired' for HTTP 403 whose error_detail text is %p",
    (detail) => {
      expect(classifyFailure(http(403, { error_detail: detail }))).toEqual({ type: 'acc_expired', detail });
    },
  );

  it("broadcasts 'error' for HTTP 403 whose error_detail is a list containing the expiry text", () => {
    const detail = ['Your account has expired'];
    expect(classifyFailure(http(403, { error_detail: detail }))).toEqual({ type: 'error', detail });
  });

  it("broadcasts 'error' with error_detail for any other HTTP 403", () => {
    expect(classifyFailure(http(403, { error_detail: 'You do not have permission.' }))).toEqual({ type: 'error', detail: 'You do not have permission.' });
  });

  it("broadcasts 'error' with error_detail for HTTP 500", () => {
    expect(classifyFailure(http(500, { error_detail: 'Internal server error' }))).toEqual({ type: 'error', detail: 'Internal server error' });
  });

  it("broadcasts 'error' with no detail for a failure whose body is not JSON", () => {
    expect(classifyFailure(http(502, undefined))).toEqual({ type: 'error', detail: undefined });
  });
});

describe('handleApiFailure', () => {
  it('broadcasts the event to every subscriber and returns it', () => {
    const first = jest.fn();
    const second = jest.fn();
    const offFirst = onApiEvent(first);
    const offSecond = onApiEvent(second);
    try {
      const event = handleApiFailure(http(401, {}));
      expect(event).toEqual({ type: 'logout' });
      expect(first).toHaveBeenCalledTimes(1);
      expect(first).toHaveBeenCalledWith({ type: 'logout' });
      expect(second).toHaveBeenCalledWith({ type: 'logout' });
    } finally {
      offFirst();
      offSecond();
    }
  });

  it('stops notifying a subscriber after it unsubscribes', () => {
    const kept = jest.fn();
    const dropped = jest.fn();
    const offKept = onApiEvent(kept);
    const offDropped = onApiEvent(dropped);
    try {
      handleApiFailure({ kind: 'network' });
      offDropped();
      handleApiFailure(http(500, { error_detail: 'boom' }));
      expect(dropped.mock.calls).toEqual([[{ type: 'server_down' }]]);
      expect(kept.mock.calls).toEqual([[{ type: 'server_down' }], [{ type: 'error', detail: 'boom' }]]);
    } finally {
      offKept();
    }
  });

  it('delivers events emitted directly as well', () => {
    const listener = jest.fn();
    const off = onApiEvent(listener);
    const event: ApiEvent = { type: 'unique', message: 'Duplicate' };
    emitApiEvent(event);
    off();
    emitApiEvent(event);
    expect(listener.mock.calls).toEqual([[event]]);
  });
});
