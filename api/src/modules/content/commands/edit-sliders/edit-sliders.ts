import { Inject, Injectable } from '@nestjs/common';
import type { SliderType } from '@khela/contracts';
import { StaffWrite, type AuditContext } from '../../../backoffice/index.js';
import { SlidersRepository, type Slider, type SliderInput } from '../../persistence/sliders.repository.js';

export type EditResult<T> = { ok: true; value: T } | { ok: false; error: 'not_found' | 'mismatch' };

const notFound = { ok: false, error: 'not_found' } as const;

/**
 * Staff edits of home sliders: create, change (including active/inactive), delete, reorder one type.
 * Each records the slider before and after in the audit log, in the write's transaction.
 */
@Injectable()
export class EditSliders {
  constructor(
    @Inject(SlidersRepository) private readonly sliders: SlidersRepository,
    @Inject(StaffWrite) private readonly write: StaffWrite,
  ) {}

  create(input: Omit<SliderInput, 'sortOrder'> & { sortOrder?: number }, audit: AuditContext): Promise<Slider> {
    return this.write.run(audit, async (db) => {
      const sortOrder = input.sortOrder ?? (await this.sliders.list({ type: input.sliderType }, db)).length;
      const slider = (await this.sliders.create({ ...input, sortOrder }, undefined, db))!;
      return {
        result: slider,
        entry: { action: 'content.slider.create', targetKind: 'slider', targetId: String(slider.id), before: null, after: slider },
      };
    });
  }

  update(id: number, patch: Partial<SliderInput>, audit: AuditContext): Promise<EditResult<Slider>> {
    return this.write.run<EditResult<Slider>>(audit, async (db) => {
      const current = await this.sliders.byIdForUpdate(db, id);
      if (!current) return { result: notFound };
      const { id: _id, ...fields } = current;
      const updated = await this.sliders.update(id, { ...fields, ...patch }, db);
      if (!updated) return { result: notFound };
      return {
        result: { ok: true, value: updated },
        entry: { action: 'content.slider.update', targetKind: 'slider', targetId: String(id), before: current, after: updated },
      };
    });
  }

  delete(id: number, audit: AuditContext): Promise<boolean> {
    return this.write.run(audit, async (db) => {
      const current = await this.sliders.byIdForUpdate(db, id);
      if (!current || !(await this.sliders.delete(id, db))) return { result: false };
      return {
        result: true,
        entry: { action: 'content.slider.delete', targetKind: 'slider', targetId: String(id), before: current, after: null },
      };
    });
  }

  /** `ids` must be exactly the sliders of that type, in their new order. */
  reorder(type: SliderType, ids: number[], audit: AuditContext): Promise<EditResult<Slider[]>> {
    return this.write.run<EditResult<Slider[]>>(audit, async (db) => {
      const before = await this.sliders.list({ type }, db);
      const current = before.map((s) => s.id);
      const same = current.length === ids.length && new Set(ids).size === ids.length && ids.every((id) => current.includes(id));
      if (!same) return { result: { ok: false, error: 'mismatch' } };
      await this.sliders.reorder(ids, db);
      const after = await this.sliders.list({ type }, db);
      return {
        result: { ok: true, value: after },
        entry: { action: 'content.slider.reorder', targetKind: 'slider_type', targetId: type, before, after },
      };
    });
  }
}
