export interface Testimonial {
  quote: string;
  name: string;
  role: string;
}

export interface TestimonialsViewProps {
  items: Testimonial[];
}

/** 'What People Say': static quotes from merchants. */
export function TestimonialsView({ items }: TestimonialsViewProps) {
  return (
    <div className="testimonials">
      {items.map((item) => (
        <figure key={item.name} className="testimonial card">
          <blockquote className="testimonial__quote">
            <p>{item.quote}</p>
          </blockquote>
          <figcaption className="testimonial__by">
            <span className="testimonial__name">{item.name}</span>
            <span className="testimonial__role">{item.role}</span>
          </figcaption>
        </figure>
      ))}
    </div>
  );
}
