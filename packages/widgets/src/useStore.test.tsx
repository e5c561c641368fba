import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { useStore } from './useStore';

const counter = createStore<{ count: number; other: number }>()(() => ({ count: 0, other: 0 }));
let renders = 0;
function Count() {
  renders += 1;
  return <p>count {useStore(counter, (s) => s.count)}</p>;
}

const pair = createStore<{ a: number; b: number }>()(() => ({ a: 1, b: 2 }));
function Sum() {
  const { a, b } = useStore(pair, (s) => ({ a: s.a, b: s.b }));
  return <p>sum {a + b}</p>;
}

describe('useStore', () => {
  it('renders again only when the selected slice changes', () => {
    render(<Count />);
    expect(screen.getByText('count 0')).toBeTruthy();
    act(() => counter.setState({ other: 1 }));
    expect(renders).toBe(1);
    act(() => counter.setState({ count: 2 }));
    expect(screen.getByText('count 2')).toBeTruthy();
    expect(renders).toBe(2);
  });

  it('accepts a selector that builds a new object without rendering in a loop', () => {
    render(<Sum />);
    act(() => pair.setState({ a: 5 }));
    expect(screen.getByText('sum 7')).toBeTruthy();
  });
});
