import { contentStatuses, sliderTypes, type ContentStatus, type StaffSliderItem, type SliderType } from '@khela/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EditDeleteCell } from '@/components/edit-delete-cell';
import '@/components/data-table.css';
import '@/components/form.css';
import { TextField } from '@/components/text-field';
import { apiAssetUrl } from '@/lib/api-client';
import { fieldError, formError } from '@/lib/form-errors';
import { useDeleteSlider } from '../api/delete-slider';
import { useSliders } from '../api/list-sliders';
import { useReorderSliders } from '../api/reorder-sliders';
import { useSaveSlider, type SliderInput } from '../api/save-slider';
import { ImageField } from './image-field';
import './content.css';
import { LoadingRow, MessageRow } from '@/components/table-rows';

/** Sliders per type: preview, active toggle, order up / down, create and edit with upload. */
export function SlidersPage() {
  const { t } = useTranslation();
  const [type, setType] = useState<SliderType>('Main');
  return (
    <section className="content-page">
      <h1>{t('contentLists.sliders.title')}</h1>
      <div className="tabs" role="tablist" aria-label={t('contentLists.sliders.typeTabs')}>
        {sliderTypes.map((sliderType) => (
          <button
            key={sliderType}
            type="button"
            role="tab"
            id={`slider-tab-${sliderType}`}
            aria-selected={sliderType === type}
            aria-controls="slider-panel"
            onClick={() => setType(sliderType)}
          >
            {t(`contentLists.sliders.types.${sliderType}`)}
          </button>
        ))}
      </div>
      <div id="slider-panel" role="tabpanel" aria-labelledby={`slider-tab-${type}`}>
        <SliderList key={type} type={type} />
      </div>
    </section>
  );
}

type Editing = { kind: 'new' } | { kind: 'edit'; slider: StaffSliderItem } | null;

function SliderList({ type }: { type: SliderType }) {
  const { t } = useTranslation();
  const sliders = useSliders(type);
  const save = useSaveSlider();
  const reorder = useReorderSliders();
  const remove = useDeleteSlider();
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = sliders.data ?? [];
  const busy = save.isPending || reorder.isPending || remove.isPending;
  const actionError = (reorder.error ?? remove.error ?? (editing ? null : save.error))?.message;
  const typeLabel = t(`contentLists.sliders.types.${type}`);

  function move(index: number, by: -1 | 1) {
    const ids = list.map((s) => s.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    setNotice(null);
    reorder.mutate({ slider_type: type, ids }, { onSuccess: () => setNotice(t('contentLists.sliders.orderSaved')) });
  }

  return (
    <div className="content-panel panel">
      <div className="content-panel__head">
        <p className="muted">{t(`contentLists.sliders.help.${type}`)}</p>
        <button type="button" className="button button--primary" onClick={() => setEditing({ kind: 'new' })} disabled={editing !== null}>
          {t('contentLists.sliders.newOfType', { type: typeLabel })}
        </button>
      </div>
      {editing ? (
        <SliderForm
          key={editing.kind === 'edit' ? editing.slider.id : 'new'}
          type={type}
          slider={editing.kind === 'edit' ? editing.slider : null}
          onDone={(message) => {
            setEditing(null);
            setNotice(message);
          }}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      {notice ? (
        <p className="form-alert form-alert--success" role="status">
          {notice}
        </p>
      ) : null}
      {actionError ? (
        <p className="form-alert form-alert--error" role="alert">
          {actionError}
        </p>
      ) : null}
      {sliders.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {t('contentLists.sliders.loadFailed', { message: sliders.error.message })}
        </p>
      ) : null}
      <div className="data-table-wrap">
        <table className="data-table">
          <thead>
            <tr>
              <th>#</th>
              <th>{t('contentLists.sliders.image')}</th>
              <th>{t('contentLists.name')}</th>
              <th>{t('contentLists.link')}</th>
              <th>{t('contentLists.active')}</th>
              <th>{t('contentLists.order')}</th>
              <th>{t('contentLists.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((slider, index) => (
              <tr key={slider.id} data-slider={slider.name}>
                <td>{index + 1}</td>
                <td>
                  {slider.thubmnail ? (
                    <img className="thumb" src={apiAssetUrl(slider.thubmnail)} alt="" width={150} height={60} loading="lazy" />
                  ) : (
                    <span className="muted">{t('contentLists.none')}</span>
                  )}
                </td>
                <td className="wrap">{slider.name}</td>
                <td className="wrap">{slider.link || <span className="muted">—</span>}</td>
                <td>
                  <label className="checkbox-line">
                    <input
                      type="checkbox"
                      checked={slider.status === 'active'}
                      disabled={busy}
                      onChange={(event) => {
                        setNotice(null);
                        const status: ContentStatus = event.target.checked ? 'active' : 'inactive';
                        save.mutate(
                          { id: slider.id, fields: { status } },
                          {
                            onSuccess: () =>
                              setNotice(
                                t(status === 'active' ? 'contentLists.sliders.nowActive' : 'contentLists.sliders.nowInactive', {
                                  name: slider.name,
                                }),
                              ),
                          },
                        );
                      }}
                    />
                    <span className="visually-hidden">{t('contentLists.activeFor', { name: slider.name })}</span>
                  </label>
                </td>
                <td>
                  <span className="order-buttons">
                    <button
                      type="button"
                      className="button button--small"
                      aria-label={t('contentLists.sliders.moveUp', { name: slider.name })}
                      disabled={busy || index === 0}
                      onClick={() => move(index, -1)}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className="button button--small"
                      aria-label={t('contentLists.sliders.moveDown', { name: slider.name })}
                      disabled={busy || index === list.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      ↓
                    </button>
                  </span>
                </td>
                <EditDeleteCell
                  editDisabled={busy || editing !== null}
                  deleteDisabled={busy}
                  confirmQuestion={t('contentLists.sliders.confirmDelete', { name: slider.name })}
                  onEdit={() => setEditing({ kind: 'edit', slider })}
                  onDelete={() => {
                    setNotice(null);
                    remove.mutate(slider.id, { onSuccess: () => setNotice(t('contentLists.deleted', { name: slider.name })) });
                  }}
                />
              </tr>
            ))}
            {sliders.data && list.length === 0 ? (
              <MessageRow columns={7}>{t('contentLists.sliders.emptyOfType', { type: typeLabel })}</MessageRow>
            ) : null}
            {sliders.isPending ? <LoadingRow columns={7} /> : null}
          </tbody>
        </table>
      </div>
    </div>
  );
}

type SliderField = 'name' | 'name_bn' | 'link' | 'image' | 'status' | 'slider_type';

function SliderForm({
  type,
  slider,
  onDone,
  onCancel,
}: {
  type: SliderType;
  slider: StaffSliderItem | null;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<SliderInput>(
    slider
      ? {
          name: slider.name,
          name_bn: slider.name_bn,
          link: slider.link,
          image: slider.thubmnail,
          slider_type: slider.slider_type,
          status: slider.status,
        }
      : { name: '', name_bn: '', link: '', image: '', slider_type: type, status: 'active' },
  );
  const [errors, setErrors] = useState<Partial<Record<SliderField, string>>>({});
  const save = useSaveSlider();
  const shown = (f: SliderField) => errors[f] ?? fieldError(save.error, f);
  const update = (field: SliderField, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = { ...draft, name: draft.name.trim(), name_bn: draft.name_bn.trim(), link: draft.link.trim() };
    const problems: Partial<Record<SliderField, string>> = {};
    if (!input.name) problems.name = t('contentLists.nameRequired');
    if (!input.image) problems.image = t('contentLists.sliders.imageRequired');
    setErrors(problems);
    if (Object.keys(problems).length) return;
    save.mutate(slider ? { id: slider.id, fields: input } : { id: null, fields: input }, {
      onSuccess: (saved) =>
        onDone(
          slider
            ? t('contentLists.saved', { name: saved.name })
            : t('contentLists.sliders.addedAtEnd', { name: saved.name, type: t(`contentLists.sliders.types.${saved.slider_type}`) }),
        ),
    });
  }

  const topError = formError(save.error, ['name', 'name_bn', 'link', 'image', 'status', 'slider_type']);
  return (
    <form
      className="panel content-panel slider-form"
      onSubmit={submit}
      noValidate
      aria-label={slider ? t('contentLists.sliders.editForm', { name: slider.name }) : t('contentLists.sliders.newForm')}
    >
      <h2>
        {slider
          ? t('contentLists.editNamed', { name: slider.name })
          : t('contentLists.sliders.newOfType', { type: t(`contentLists.sliders.types.${type}`) })}
      </h2>
      {topError ? (
        <p className="form-alert form-alert--error" role="alert">
          {topError}
        </p>
      ) : null}
      <div className="content-grid">
        <TextField label={t('contentLists.name')} name="name" value={draft.name} error={shown('name')} onValue={update} />
        <TextField
          label={t('contentLists.nameBn')}
          name="name_bn"
          lang="bn"
          value={draft.name_bn}
          error={shown('name_bn')}
          onValue={update}
          hint={t('contentLists.nameBnHint')}
        />
        <TextField
          label={t('contentLists.link')}
          name="link"
          value={draft.link}
          error={shown('link')}
          onValue={update}
          hint={t('contentLists.sliders.linkHint')}
        />
        <div className="form-field">
          <label htmlFor="slider-type">{t('contentLists.sliders.type')}</label>
          <select id="slider-type" value={draft.slider_type} onChange={(e) => update('slider_type', e.target.value)}>
            {sliderTypes.map((sliderType) => (
              <option key={sliderType} value={sliderType}>
                {t(`contentLists.sliders.types.${sliderType}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="slider-status">{t('contentLists.status')}</label>
          <select id="slider-status" value={draft.status} onChange={(e) => update('status', e.target.value)}>
            {contentStatuses.map((s) => (
              <option key={s} value={s}>
                {t(`contentLists.statuses.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ImageField
        label={t('contentLists.sliders.bannerImage')}
        purpose="slider"
        value={draft.image}
        error={shown('image')}
        previewWidth={250}
        previewHeight={100}
        hint={t('contentLists.sliders.bannerHint')}
        onChange={(url) => update('image', url)}
      />
      <div className="content-actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? t('contentLists.saving') : slider ? t('contentLists.sliders.save') : t('contentLists.sliders.add')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
