// File: Dog.java
import io.realm.RealmAny;
import io.realm.RealmDictionary;
import io.realm.RealmList;
import io.realm.RealmObject;
import io.realm.RealmResults;
import io.realm.RealmSet;
import io.realm.annotations.Index;
import io.realm.annotations.LinkingObjects;
import io.realm.annotations.PrimaryKey;
import io.realm.annotations.RealmClass;
import io.realm.annotations.RealmField;
import io.realm.annotations.Required;
import java.util.Date;
import java.util.UUID;
import org.bson.types.Decimal128;
import org.bson.types.ObjectId;

public class Dog extends RealmObject {
    @Index
    @Required
    public String name;
    public Person owner;
    public Dog_House house;
    public RealmList<Dog_House> rooms;
    @Required
    public Date born;
    public Decimal128 weight;
}

// File: Dog_House.java
import io.realm.RealmAny;
import io.realm.RealmDictionary;
import io.realm.RealmList;
import io.realm.RealmObject;
import io.realm.RealmResults;
import io.realm.RealmSet;
import io.realm.annotations.Index;
import io.realm.annotations.LinkingObjects;
import io.realm.annotations.PrimaryKey;
import io.realm.annotations.RealmClass;
import io.realm.annotations.RealmField;
import io.realm.annotations.Required;
import java.util.Date;
import java.util.UUID;
import org.bson.types.Decimal128;
import org.bson.types.ObjectId;

@RealmClass(name = "Dog House", embedded = true)
public class Dog_House extends RealmObject {
    public long size;
    public UUID chip;
}

// File: Person.java
import io.realm.RealmAny;
import io.realm.RealmDictionary;
import io.realm.RealmList;
import io.realm.RealmObject;
import io.realm.RealmResults;
import io.realm.RealmSet;
import io.realm.annotations.Index;
import io.realm.annotations.LinkingObjects;
import io.realm.annotations.PrimaryKey;
import io.realm.annotations.RealmClass;
import io.realm.annotations.RealmField;
import io.realm.annotations.Required;
import java.util.Date;
import java.util.UUID;
import org.bson.types.Decimal128;
import org.bson.types.ObjectId;

public class Person extends RealmObject {
    @PrimaryKey
    @Required
    public ObjectId _id;
    @RealmField(name = "first name")
    @Required
    public String first_name;
    @RealmField(name = "class")
    public String class_;
    @RealmField(name = "2fa")
    public boolean _2fa;
    @Index
    public long age;
    // full-text index in the store (RQL TEXT); Realm Java declares none
    @Required
    public String bio;
    public long Person;
    @RealmField(name = "default")
    public Double default_;
    public RealmSet<String> tags;
    public RealmDictionary<Float> scores;
    public byte[] photo;
    public RealmList<Person> friends;
    @LinkingObjects("friends")
    public final RealmResults<Person> followers = null;
    @LinkingObjects("owner")
    public final RealmResults<Dog> dogs = null;
}

// File: class_.java
import io.realm.RealmAny;
import io.realm.RealmDictionary;
import io.realm.RealmList;
import io.realm.RealmObject;
import io.realm.RealmResults;
import io.realm.RealmSet;
import io.realm.annotations.Index;
import io.realm.annotations.LinkingObjects;
import io.realm.annotations.PrimaryKey;
import io.realm.annotations.RealmClass;
import io.realm.annotations.RealmField;
import io.realm.annotations.Required;
import java.util.Date;
import java.util.UUID;
import org.bson.types.Decimal128;
import org.bson.types.ObjectId;

@RealmClass(name = "class")
public class class_ extends RealmObject {
    @PrimaryKey
    @Required
    public String key;
    public RealmAny value;
    public RealmList<RealmAny> values;
    @Index
    public Date when;
}
