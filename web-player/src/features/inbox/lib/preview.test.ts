import { describe, expect, it } from 'vitest';
import { previewOf } from './preview';

describe('inbox preview (spec: 5 words)', () => {
  it('keeps a message of five words or fewer whole', () => {
    expect(previewOf('Your deposit was credited')).toBe('Your deposit was credited');
    expect(previewOf('one two three four five')).toBe('one two three four five');
  });
  it('cuts after the fifth word and marks the cut', () => {
    expect(previewOf('one two three four five six')).toBe('one two three four five…');
  });
  it('counts any run of spaces, tabs and line breaks as one break', () => {
    expect(previewOf('  one\n\ntwo\tthree   four five six ')).toBe('one two three four five…');
  });
  it('counts Bangla words the same way', () => {
    expect(previewOf('আপনার ৳৫০০.০০ জমা বাতিল করা হয়েছে। কারণ: লেনদেন নম্বর মেলেনি')).toBe('আপনার ৳৫০০.০০ জমা বাতিল করা…');
  });
  it('answers empty for an empty message', () => {
    expect(previewOf('   ')).toBe('');
  });
});
