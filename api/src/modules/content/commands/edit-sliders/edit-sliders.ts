import { Inject, Injectable } from '@nestjs/common';
import type { SliderType } from '@khela/contracts';
import { SlidersRepository, type Slider, type SliderInput } from '../../persistence/sliders.repository.js';

export type EditResult<T> = { ok: true; value: T } | { ok: false; error: 'not_found' | 'mismatch' };

/** Staff edits of home sliders: create, change (including active/inactive), delete, reorder one type. */
@Injectable()
export class EditSliders {
  constructor(@Inject(SlidersRepository) private readonly sliders: SlidersRepository) {}

  async create(input: Omit<SliderInput, 'sortOrder'> & { sortOrder?: number }): Promise<Slider> {
    const sortOrder = input.sortOrder ?? (await this.sliders.list({ type: input.sliderType })).length;
    return (await this.sliders.create({ ...input, sortOrder }))!;
  }

  async update(id: number, patch: Partial<SliderInput>): Promise<EditResult<Slider>> {
    const current = await this.sliders.byId(id);
    if (!current) return { ok: false, error: 'not_found' };
    const { id: _id, ...fields } = current;
    const updated = await this.sliders.update(id, { ...fields, ...patch });
    return updated ? { ok: true, value: updated } : { ok: false, error: 'not_found' };
  }

  async delete(id: number): Promise<boolean> {
    return this.sliders.delete(id);
  }

  /** `ids` must be exactly the sliders of that type, in their new order. */
  async reorder(type: SliderType, ids: number[]): Promise<EditResult<Slider[]>> {
    const current = (await this.sliders.list({ type })).map((s) => s.id);
    const same = current.length === ids.length && new Set(ids).size === ids.length && ids.every((id) => current.includes(id));
    if (!same) return { ok: false, error: 'mismatch' };
    await this.sliders.reorder(ids);
    return { ok: true, value: await this.sliders.list({ type }) };
  }
}
