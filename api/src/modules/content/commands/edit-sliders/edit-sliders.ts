import { Inject, Injectable } from '@nestjs/common';
import type { SliderType } from '@khela/contracts';
import type { AuditContext } from '../../../backoffice/index.js';
import { SlidersRepository, type Slider, type SliderInput } from '../../persistence/sliders.repository.js';
import { changed, refused, StaffEdit } from '../staff-edit.js';

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
    @Inject(StaffEdit) private readonly edit: StaffEdit,
  ) {}

  create(input: Omit<SliderInput, 'sortOrder'> & { sortOrder?: number }, audit: AuditContext): Promise<Slider> {
    return this.edit.apply<Slider, Slider>(
      audit,
      { action: 'content.slider.create', targetKind: 'slider' },
      {
        write: async (db) => {
          const sortOrder = input.sortOrder ?? (await this.sliders.list({ type: input.sliderType }, db)).length;
          const slider = (await this.sliders.create({ ...input, sortOrder }, undefined, db))!;
          return changed(slider, slider, String(slider.id));
        },
      },
    );
  }

  update(id: number, patch: Partial<SliderInput>, audit: AuditContext): Promise<EditResult<Slider>> {
    return this.edit.apply<Slider, EditResult<Slider>>(
      audit,
      { action: 'content.slider.update', targetKind: 'slider', targetId: String(id) },
      {
        load: (db) => this.sliders.byIdForUpdate(db, id),
        write: async (db, current) => {
          if (!current) return refused(notFound);
          const { id: _id, ...fields } = current;
          const updated = await this.sliders.update(id, { ...fields, ...patch }, db);
          return updated ? changed(updated, { ok: true, value: updated }) : refused(notFound);
        },
      },
    );
  }

  delete(id: number, audit: AuditContext): Promise<boolean> {
    return this.edit.apply<Slider, boolean>(
      audit,
      { action: 'content.slider.delete', targetKind: 'slider', targetId: String(id) },
      {
        load: (db) => this.sliders.byIdForUpdate(db, id),
        write: async (db, current) => (current && (await this.sliders.delete(id, db)) ? changed(null, true) : refused(false)),
      },
    );
  }

  /** `ids` must be exactly the sliders of that type, in their new order. */
  reorder(type: SliderType, ids: number[], audit: AuditContext): Promise<EditResult<Slider[]>> {
    return this.edit.apply<Slider[], EditResult<Slider[]>>(
      audit,
      { action: 'content.slider.reorder', targetKind: 'slider_type', targetId: type },
      {
        load: (db) => this.sliders.list({ type }, db),
        write: async (db, before = []) => {
          const current = before.map((s) => s.id);
          const same = current.length === ids.length && new Set(ids).size === ids.length && ids.every((id) => current.includes(id));
          if (!same) return refused({ ok: false, error: 'mismatch' });
          await this.sliders.reorder(ids, db);
          const after = await this.sliders.list({ type }, db);
          return changed(after, { ok: true, value: after });
        },
      },
    );
  }
}
